// What other features use of the shop's settings: its public details and the delivery fees.
export { useSettings } from './api/get-settings';
export { useShippingFee } from './api/get-shipping-fee';
