/** The item detail the queue opens beside its list. */
export { ItemDetail } from './components/ItemDetail';
