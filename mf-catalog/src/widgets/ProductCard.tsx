/** `./ProductCard`: the catalogue's product card for other remotes (wishlist, featured blocks). */
export { ProductCard as default } from '../features/product-card';
