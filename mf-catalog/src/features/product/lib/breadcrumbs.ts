import type { ProductDetails } from 'shared/contracts';
import type { BreadcrumbItem } from 'shared/kit';

type BreadcrumbSource = Pick<
  ProductDetails,
  'o_category_name' | 'o_subcategory_name' | 'o_label' | 'o_product_name'
>;

/**
 * The product page trail (docs/product.md#catalogue-and-search): Home (/), /{category},
 * /{category}/{subcategory}, /{category}/{subcategory}?label={label}, then the product name. The
 * category pages are addressed by display names, URL-encoded
 * (/Computers/Laptops?label=Gaming%20Laptop). Truncation (20 characters, the product name 30) is
 * the Breadcrumbs component's job.
 */
export function productBreadcrumbs(product: BreadcrumbSource): BreadcrumbItem[] {
  const category = `/${encodeURIComponent(product.o_category_name)}`;
  const subcategory = `${category}/${encodeURIComponent(product.o_subcategory_name)}`;
  const items: BreadcrumbItem[] = [
    { label: 'Home', to: '/' },
    { label: product.o_category_name, to: category },
    { label: product.o_subcategory_name, to: subcategory },
  ];
  const label = product.o_label?.trim();
  if (label) items.push({ label, to: `${subcategory}?label=${encodeURIComponent(label)}` });
  items.push({ label: product.o_product_name });
  return items;
}
