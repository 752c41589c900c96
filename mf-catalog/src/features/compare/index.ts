/**
 * Compare (docs/product.md#catalogue-and-search, "Compare"): what cards, the product page and
 * the catalogue's pages render. Only slots, on purpose: their code arrives after the page has
 * loaded (slots.tsx). The compare page itself is loaded on demand by routes.tsx.
 */
export { CardCompareSlot, CompareArea, PageCompareSlot } from './slots';
