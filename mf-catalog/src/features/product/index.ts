export { ProductScreen } from './components/ProductScreen';
