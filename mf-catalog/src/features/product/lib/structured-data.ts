/** The Product JSON-LD builders live in shared (the web server writes the same into its HTML). */
export { buildProductJsonLd, itemCondition, priceValidUntil } from 'shared/seo';
