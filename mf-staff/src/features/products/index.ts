/** The console's products (`/staff/products`, `/staff/products/new`, `/staff/products/<id>`). */

// The product picker of a price-match offer (item feature) searches the same list.
export { fetchProducts } from './api/products';
export { ProductEditorView } from './components/ProductEditorView';
export { ProductsView } from './components/ProductsView';
