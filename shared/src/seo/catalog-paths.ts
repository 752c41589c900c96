/**
 * URLs of the catalogue pages, shared by the catalogue remote (links, canonicals) and the web
 * server (server-written head, sitemap), so both name a page by the same address. The store's
 * links use display names, URL-encoded ('/Computers/Laptops?label=Gaming Laptop'); the pages
 * accept a name or a slug in any case (the RPCs do the same), so old slug links keep working.
 */

const segment = (value: string) => encodeURIComponent(value);

/** /{category} */
export function categoryPath(category: string): string {
  return `/${segment(category)}`;
}

/** /{category}/{subcategory} */
export function subcategoryPath(category: string, subcategory: string): string {
  return `${categoryPath(category)}/${segment(subcategory)}`;
}

/** /{category}/{subcategory}?label={label} */
export function labelPath(category: string, subcategory: string, label: string): string {
  return `${subcategoryPath(category, subcategory)}?label=${segment(label)}`;
}

/** The product page's own address (/product/{slug}, docs/product.md#catalogue-and-search). */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}
