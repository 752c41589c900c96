/** The product page's metadata builder lives in shared (the web server writes the same head). */
export { productPageMeta } from 'shared/seo';
