// What other features use of payments: the shopper's saved bKash wallets (checkout, the account).
export { useBkashWallets } from './api/get-bkash-wallets';
export { SavedBkashWallets } from './components/saved-bkash-wallets';
