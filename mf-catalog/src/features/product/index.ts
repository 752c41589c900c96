export { productBySlugCall, productBySlugQueryOptions } from './api/get-product-by-slug';
export { ProductScreen } from './components/ProductScreen';
export { AddToCartSlot } from './components/WidgetSlots';
export { formatSpecValue } from './lib/specifications';
export { stockStatus } from './lib/stock';
export { toWidgetProduct } from './lib/widget-product';
