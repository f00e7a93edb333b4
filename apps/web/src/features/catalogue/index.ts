// What other features use of the catalogue: one product as the server prices it now.
export { productQueryOptions } from './api/get-product';
