// What other features use of the shop's settings: its public details, the delivery fees, and the
// shop's name and public address as pages present themselves to search engines and shared links.
export { useSettings } from './api/get-settings';
export { useShippingFee } from './api/get-shipping-fee';
export { type Site, useSite } from './use-site';
