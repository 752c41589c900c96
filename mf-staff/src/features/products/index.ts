/** The console's products (`/staff/products`, `/staff/products/new`, `/staff/products/<id>`). */
export { ProductEditorView } from './components/ProductEditorView';
export { ProductsView } from './components/ProductsView';
