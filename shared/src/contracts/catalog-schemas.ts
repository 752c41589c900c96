/**
 * The catalogue's response schemas (docs/product.md#catalogue-and-search): the rows and objects the
 * catalogue RPCs answer (supabase/migrations/*_catalog_rpcs.sql), parsed once at the data-access
 * edge so a component never sees an unchecked shape. Numeric columns arrive as JSON numbers. Apart
 * from the constants and types in catalog.ts, so that what needs only those does not load zod and
 * build every schema (the catalogue loads these with its first fetch: ADR 5).
 */
import * as z from 'zod/mini';
import { SPEC_FILTER_TYPES } from './catalog.ts';

/** A product in a list, a grid, a carousel or search results (get_products_list, unified_product_search). */
export const productListItemSchema = z.object({
  product_id: z.string(),
  slug: z.string(),
  product_name: z.string(),
  primary_image: z.nullable(z.string()),
  price: z.number(),
  discount_price: z.number(),
  is_bestseller: z.boolean(),
  category: z.string(),
  subcategory: z.string(),
  label: z.nullable(z.string()),
  condition: z.nullable(z.string()),
  average_rating: z.nullable(z.number()),
  review_count: z.nullable(z.number()),
  stock_units: z.optional(z.number()),
  category_slug: z.optional(z.string()),
  subcategory_slug: z.optional(z.string()),
});

/** unified_product_search adds the specification map and the relevance score (null without a term). */
export const searchResultItemSchema = z.extend(productListItemSchema, {
  technical_specification: z.nullable(z.record(z.string(), z.unknown())),
  relevance: z.nullable(z.number()),
});

/** enhanced_autocomplete_search rows: a list item's display fields plus the name's similarity. */
export const autocompleteItemSchema = z.extend(
  z.pick(productListItemSchema, {
    product_id: true,
    slug: true,
    product_name: true,
    primary_image: true,
    price: true,
    discount_price: true,
    category: true,
    subcategory: true,
    label: true,
    average_rating: true,
    review_count: true,
  }),
  { similarity_score: z.nullable(z.number()) },
);

/** get_search_suggestions rows. */
export const searchSuggestionSchema = z.object({
  suggestion: z.string(),
  similarity_score: z.number(),
  estimated_results: z.number(),
});

const labelSchema = z.object({
  name: z.string(),
  slug: z.string(),
  display_url: z.nullable(z.string()),
});

/** get_product_categories_structure: categories > subcategories > data.labels. */
export const categoryStructureSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      description: z.optional(z.nullable(z.string())),
      display_url: z.optional(z.nullable(z.string())),
      subcategories: z.array(
        z.object({
          name: z.string(),
          slug: z.string(),
          display_url: z.optional(z.nullable(z.string())),
          data: z.object({ labels: z.array(labelSchema) }),
        }),
      ),
    }),
  ),
});

const facetSchema = z.object({ name: z.string(), slug: z.optional(z.string()), count: z.number() });
const specOptionSchema = z.union([z.string(), z.number(), z.boolean()]);

/** get_search_filters: the filter panel for a query (docs/product.md#catalogue-and-search). */
export const searchFiltersSchema = z.object({
  categories: z.array(facetSchema),
  subcategories: z.array(z.extend(facetSchema, { category: z.string() })),
  labels: z.array(z.extend(facetSchema, { subcategory: z.string(), display_url: z.nullable(z.string()) })),
  conditions: z.array(facetSchema),
  specGroups: z.array(
    z.object({
      name: z.string(),
      specs: z.array(
        z.object({
          key: z.string(),
          displayName: z.string(),
          filterType: z.enum(SPEC_FILTER_TYPES),
          unit: z.nullable(z.string()),
          options: z.array(specOptionSchema),
        }),
      ),
    }),
  ),
  discountPriceBounds: z.tuple([z.number(), z.number()]),
});

/** A similar product on the product page ('You May Also Like'). */
export const similarProductSchema = z.object({
  product_id: z.optional(z.string()),
  slug: z.string(),
  product_name: z.string(),
  primary_image: z.nullable(z.string()),
  price: z.number(),
  discount_price: z.number(),
  condition: z.nullable(z.string()),
  is_bestseller: z.boolean(),
  average_rating: z.nullable(z.number()),
  review_count: z.nullable(z.number()),
});

/** get_product_details / get_product_details_by_slug: the first row. */
export const productDetailsSchema = z.object({
  o_product_id: z.string(),
  o_product_name: z.string(),
  o_product_description: z.nullable(z.string()),
  o_slug: z.string(),
  o_price: z.number(),
  o_discount_price: z.number(),
  o_images: z.array(
    z.object({
      url: z.string(),
      width: z.nullable(z.number()),
      height: z.nullable(z.number()),
      alt: z.nullable(z.string()),
    }),
  ),
  o_category_name: z.string(),
  o_subcategory_name: z.string(),
  o_label: z.nullable(z.string()),
  o_condition: z.nullable(z.string()),
  o_stock_units: z.number(),
  o_is_bestseller: z.boolean(),
  o_average_rating: z.nullable(z.number()),
  o_review_count: z.nullable(z.number()),
  o_similar_products: z.array(similarProductSchema),
  o_brand: z.nullable(z.string()),
  o_category_slug: z.string(),
  o_subcategory_slug: z.string(),
  o_label_display_url: z.nullable(z.string()),
  o_technical_specification: z.nullable(z.record(z.string(), z.unknown())),
  /** The specification with display names and groups, in display order. */
  o_specifications: z.nullable(
    z.array(
      z.object({
        key: z.string(),
        displayName: z.string(),
        group: z.nullable(z.string()),
        unit: z.nullable(z.string()),
        value: z.unknown(),
      }),
    ),
  ),
  /** Disclosures (docs/product.md#catalogue-and-search, "Disclosures"). */
  o_country_of_origin: z.string(),
  /** The manufacturer's warranty of a new product, in months (0: none). */
  o_warranty_months: z.number(),
  o_return_window_days: z.number(),
  /** public.seller_profile.legal_name; null before the seller's details are filled in. */
  o_seller_legal_name: z.nullable(z.string()),
  /** Days after delivery within which a faulty, wrong or incomplete unit is replaced (0: none). */
  o_replacement_window_days: z.number(),
});

/** get_product_reviews rows. */
export const productReviewSchema = z.object({
  review_id: z.string(),
  user_name: z.string(),
  rating: z.number(),
  title: z.nullable(z.string()),
  comment: z.string(),
  created_at: z.string(),
});
