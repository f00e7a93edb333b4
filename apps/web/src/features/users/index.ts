// What other features use of users: the signed-in account as the server has it now, and who may own a product.
export { useCurrentUser } from './api/get-user';
export { useOwners } from './api/get-owners';
