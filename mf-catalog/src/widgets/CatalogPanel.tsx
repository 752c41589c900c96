/** `./CatalogPanel`: the shop catalogue side panel the shell shows in its catalogue drawer. */
export { CatalogPanel as default } from '../features/browse/components/CatalogPanel';
