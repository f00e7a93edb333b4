// What other features use of the wishlist: the heart on product cards and the product page.
export { WishlistHeart } from './components/wishlist-heart';
