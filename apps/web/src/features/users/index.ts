// What other features use of users: who may own a product (the product form's owner select).
export { useOwners } from './api/get-owners';
