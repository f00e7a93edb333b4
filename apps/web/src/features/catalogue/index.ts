// What other features use of the catalogue: one product as the server prices it now, and products' Bangla names.
export { productQueryOptions } from './api/get-product';
export { type LineInBangla, useLinesInBangla } from './api/use-lines-in-bangla';
