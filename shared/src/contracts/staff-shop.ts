/**
 * Running the shop from the staff console (docs/product.md#staff-console, "Running the shop"):
 * products and their stock, discount codes, the dashboard, and the live offers shoppers see. The
 * database functions (supabase/schemas/18_shop_admin.sql) apply the same rules with the same
 * messages, whatever the client sends; these schemas let the forms say so before a round trip.
 */
import * as z from 'zod/mini';
import { PRODUCT_CONDITIONS } from './catalog.ts';

// ---------------------------------------------------------------------------------------------
// Products: staff_upsert_product(p_product jsonb) -> uuid

export const GST_RATE_CHOICES = [0, 5, 12, 18, 28] as const;

export const PRODUCT_ADMIN_MESSAGES = {
  name: 'Name must be 1 to 200 characters.',
  slug: 'Slug must be lower-case letters, digits and single hyphens, at most 160 characters.',
  slugTaken: 'Another product already has this slug.',
  slugFixed: 'A product keeps its slug: its pages and links use it.',
  price: 'Price must be a positive amount in rupees with at most 2 decimals.',
  discountPrice: 'The selling price must be a positive amount, at most the MRP.',
  category: 'Choose a category and one of its subcategories.',
  label: 'The label must belong to the subcategory.',
  hsn: 'HSN code must be 4, 6 or 8 digits.',
  gstRate: 'GST rate must be 0, 5, 12, 18 or 28 per cent.',
  stock: 'Stock must be a whole number from 0 to 100000.',
  threshold: 'Low-stock level must be a whole number from 0 to 1000.',
  warranty: 'Warranty must be 0 to 120 months.',
  returns: 'Return window must be 0 to 90 days.',
  replacements: 'Replacement window must be 0 to 90 days.',
  origin: 'Country of origin must be 2 to 60 characters.',
  description: 'Description must be at most 10000 characters.',
  notFound: 'Product not found.',
  staffOnly: 'Only staff can change the catalogue.',
} as const;

const money = (message: string) =>
  z.number({ error: message }).check(
    z.refine((v) => Number.isFinite(v) && v > 0 && v <= 10_000_000 && Math.round(v * 100) === v * 100, {
      error: message,
    }),
  );
const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .check(z.refine((v) => Number.isInteger(v) && v >= min && v <= max, { error: message }));

/** What the product form sends (and staff_upsert_product re-checks). */
export const staffProductInputSchema = z
  .object({
    /** Absent: a new product. */
    product_id: z.optional(z.string().check(z.uuid())),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, PRODUCT_ADMIN_MESSAGES.name),
        z.maxLength(200, PRODUCT_ADMIN_MESSAGES.name),
      ),
    slug: z
      .string()
      .check(
        z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, PRODUCT_ADMIN_MESSAGES.slug),
        z.maxLength(160, PRODUCT_ADMIN_MESSAGES.slug),
      ),
    description: z.string().check(z.maxLength(10_000, PRODUCT_ADMIN_MESSAGES.description)),
    brand: z.nullable(z.string().check(z.maxLength(60))),
    condition: z.enum(PRODUCT_CONDITIONS),
    /** MRP. */
    price: money(PRODUCT_ADMIN_MESSAGES.price),
    /** The selling price. */
    discount_price: money(PRODUCT_ADMIN_MESSAGES.discountPrice),
    category_id: whole(1, 2_147_483_647, PRODUCT_ADMIN_MESSAGES.category),
    subcategory_id: whole(1, 2_147_483_647, PRODUCT_ADMIN_MESSAGES.category),
    label_id: z.nullable(whole(1, 2_147_483_647, PRODUCT_ADMIN_MESSAGES.label)),
    technical_specification: z.record(
      z.string(),
      z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
    ),
    search_keywords: z.array(z.string()).check(z.maxLength(20)),
    is_bestseller: z.boolean(),
    is_active: z.boolean(),
    country_of_origin: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, PRODUCT_ADMIN_MESSAGES.origin),
        z.maxLength(60, PRODUCT_ADMIN_MESSAGES.origin),
      ),
    warranty_months: whole(0, 120, PRODUCT_ADMIN_MESSAGES.warranty),
    return_window_days: whole(0, 90, PRODUCT_ADMIN_MESSAGES.returns),
    replacement_window_days: whole(0, 90, PRODUCT_ADMIN_MESSAGES.replacements),
    /** Null: the subcategory's or category's. */
    hsn_code: z.nullable(z.string().check(z.regex(/^[0-9]{4}([0-9]{2}){0,2}$/, PRODUCT_ADMIN_MESSAGES.hsn))),
    gst_rate: z.nullable(
      z.number().check(
        z.refine((v) => (GST_RATE_CHOICES as readonly number[]).includes(v), {
          error: PRODUCT_ADMIN_MESSAGES.gstRate,
        }),
      ),
    ),
    low_stock_threshold: whole(0, 1000, PRODUCT_ADMIN_MESSAGES.threshold),
    /** Only for a new product; later changes go through staff_adjust_stock. */
    stock_units: z.optional(whole(0, 100_000, PRODUCT_ADMIN_MESSAGES.stock)),
  })
  .check(
    z.refine((p) => p.discount_price <= p.price, {
      error: PRODUCT_ADMIN_MESSAGES.discountPrice,
      path: ['discount_price'],
    }),
  );
export type StaffProductInput = z.infer<typeof staffProductInputSchema>;

/** staff_get_product(p_product_id): the editor's fields of one product (active or not) and its stock. */
export const staffProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.nullable(z.string()),
  condition: z.enum(PRODUCT_CONDITIONS),
  price: z.number(),
  discount_price: z.number(),
  category_id: z.number(),
  subcategory_id: z.number(),
  label_id: z.nullable(z.number()),
  technical_specification: z.record(z.string(), z.unknown()),
  search_keywords: z.array(z.string()),
  is_bestseller: z.boolean(),
  is_active: z.boolean(),
  country_of_origin: z.string(),
  warranty_months: z.number(),
  return_window_days: z.number(),
  replacement_window_days: z.number(),
  hsn_code: z.nullable(z.string()),
  gst_rate: z.nullable(z.number()),
  low_stock_threshold: z.number(),
  stock_units: z.number(),
  updated_at: z.string(),
  /** The product's photos in order, the first the primary one (19_product_photos.sql). */
  images: z.optional(z.array(z.lazy(() => productImageSchema))),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

// ---------------------------------------------------------------------------------------------
// Product photos (supabase/schemas/19_product_photos.sql; docs/adr/0022-product-photos.md)

/**
 * The Storage bucket, what it accepts (its own limits refuse anything else on the server) and how
 * many photos a product has at most.
 */
export const PRODUCT_PHOTOS = {
  bucket: 'product-photos',
  maxCount: 10,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  altMax: 300,
} as const;

export const PRODUCT_PHOTO_MESSAGES = {
  tooMany: 'A product has at most 10 photos.',
  wrongType: (fileName: string) => `${fileName} is not a JPEG, PNG or WebP image.`,
  tooLarge: (fileName: string) => `${fileName} is larger than 5 MB.`,
  unreadable: (fileName: string) => `${fileName} could not be read as an image.`,
  alt: 'Describe each photo in 1 to 300 characters (its alt text).',
  duplicate: 'The same photo is in the list twice.',
  saved: 'Photos saved.',
} as const;

/** One photo as `staff_set_product_images` takes it and `staff_get_product` answers it. */
export const productImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The photos as staff send them, with the database's rules and messages. */
export const productImagesInputSchema = z
  .array(
    z.object({
      url: z
        .string()
        .check(z.regex(/^(https?:\/\/|\/)/, 'Each photo needs its web address.'), z.maxLength(2048)),
      width: z.int().check(z.gte(1), z.lte(10_000)),
      height: z.int().check(z.gte(1), z.lte(10_000)),
      alt: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, PRODUCT_PHOTO_MESSAGES.alt),
          z.maxLength(PRODUCT_PHOTOS.altMax, PRODUCT_PHOTO_MESSAGES.alt),
        ),
    }),
  )
  .check(
    z.maxLength(PRODUCT_PHOTOS.maxCount, PRODUCT_PHOTO_MESSAGES.tooMany),
    z.refine(
      (list) => new Set(list.map((i) => i.url)).size === list.length,
      PRODUCT_PHOTO_MESSAGES.duplicate,
    ),
  );

/** Why a chosen file cannot be a product photo (type, size), or null when it can be uploaded. */
export function productPhotoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(PRODUCT_PHOTOS.types as readonly string[]).includes(file.type))
    return PRODUCT_PHOTO_MESSAGES.wrongType(file.name);
  if (file.size > PRODUCT_PHOTOS.maxBytes) return PRODUCT_PHOTO_MESSAGES.tooLarge(file.name);
  return null;
}

const PHOTO_EXTENSIONS: Record<(typeof PRODUCT_PHOTOS.types)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Where a new photo of the product goes in the bucket: `products/<product id>/<photo id>.<ext>`. */
export function productPhotoPath(
  productId: string,
  photoId: string,
  type: (typeof PRODUCT_PHOTOS.types)[number],
): string {
  return `products/${productId}/${photoId}.${PHOTO_EXTENSIONS[type]}`;
}

// The shopper pages read these too: they live in a file without zod (staff-shop-photo-urls.ts).
export { photoAtWidth, photoSrcSet } from './staff-shop-photo-urls.ts';

// ---------------------------------------------------------------------------------------------
// Stock: staff_adjust_stock(p_product_id uuid, p_delta integer, p_reason text) -> jsonb

export const STOCK_MESSAGES = {
  delta: 'Enter how many units to add (positive) or take away (negative), not 0.',
  reason: 'Say why in 3 to 200 characters.',
  belowZero: 'Stock cannot go below zero.',
  adjusted: 'Stock updated.',
} as const;

export const stockAdjustmentInputSchema = z.object({
  delta: z.number({ error: STOCK_MESSAGES.delta }).check(
    z.refine((v) => Number.isInteger(v) && v !== 0 && Math.abs(v) <= 100_000, {
      error: STOCK_MESSAGES.delta,
    }),
  ),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, STOCK_MESSAGES.reason), z.maxLength(200, STOCK_MESSAGES.reason)),
});

/** staff_adjust_stock's answer: the units before and after. */
export const stockAdjustmentAnswerSchema = z.object({ from_units: z.number(), to_units: z.number() });

/** A row of staff_list_stock_adjustments(p_product_id): who changed the stock, when, why. */
export const stockAdjustmentSchema = z.object({
  id: z.number(),
  delta: z.number(),
  from_units: z.number(),
  to_units: z.number(),
  reason: z.string(),
  actor_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

// ---------------------------------------------------------------------------------------------
// The product list: staff_list_products(p_query, p_category_id, p_subcategory_id, p_label_id,
// p_condition, p_stock ('out' | 'low' | null), p_active (boolean | null), p_page) -> jsonb

export const STAFF_PRODUCTS_PAGE_SIZE = 20;

export const staffProductRowSchema = z.object({
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.nullable(z.string()),
  condition: z.enum(PRODUCT_CONDITIONS),
  price: z.number(),
  discount_price: z.number(),
  stock_units: z.number(),
  low_stock_threshold: z.number(),
  is_active: z.boolean(),
  category_id: z.number(),
  category: z.string(),
  subcategory_id: z.number(),
  subcategory: z.string(),
  label_id: z.nullable(z.number()),
  label: z.nullable(z.string()),
  primary_image: z.nullable(z.string()),
  updated_at: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

export const staffProductListSchema = z.object({
  items: z.array(staffProductRowSchema),
  total: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Discount codes: staff_upsert_discount_code(p_code jsonb) -> text; staff_list_discount_codes()

export const DISCOUNT_ADMIN_MESSAGES = {
  code: 'Code must be 3 to 32 characters: capital letters, digits, - and _.',
  codeTaken: 'A code with this name already exists.',
  value: 'A percentage is 1 to 100; a flat discount a positive amount in rupees.',
  maxDiscount: 'The maximum discount must be a positive amount in rupees, or empty for none.',
  minSubtotal: 'The minimum order must be 0 or more rupees.',
  window: 'The end must be after the start.',
  limits: 'Use limits must be whole numbers of at least 1, or empty for no limit.',
  description: 'Description must be at most 200 characters.',
  notFound: 'Discount code not found.',
  staffOnly: 'Only staff can manage discount codes.',
} as const;

/** The form's values; percent is the percentage (10 = 10 %), converted to the stored fraction. */
export const staffDiscountCodeInputSchema = z
  .object({
    /** A new code: refused if one with this name exists (otherwise the code is edited). */
    is_new: z.optional(z.boolean()),
    code: z
      .string()
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, DISCOUNT_ADMIN_MESSAGES.code)),
    description: z.string().check(z.maxLength(200, DISCOUNT_ADMIN_MESSAGES.description)),
    discount_type: z.enum(['percentage', 'fixed']),
    /** Per cent (1-100) for 'percentage', rupees for 'fixed'. */
    value: z.number({ error: DISCOUNT_ADMIN_MESSAGES.value }),
    max_discount: z.nullable(money(DISCOUNT_ADMIN_MESSAGES.maxDiscount)),
    min_subtotal: z.number({ error: DISCOUNT_ADMIN_MESSAGES.minSubtotal }).check(
      z.refine((v) => Number.isFinite(v) && v >= 0 && Math.round(v * 100) === v * 100, {
        error: DISCOUNT_ADMIN_MESSAGES.minSubtotal,
      }),
    ),
    starts_at: z.nullable(z.string()),
    ends_at: z.nullable(z.string()),
    usage_limit_total: z.nullable(whole(1, 10_000_000, DISCOUNT_ADMIN_MESSAGES.limits)),
    usage_limit_per_user: z.nullable(whole(1, 10_000, DISCOUNT_ADMIN_MESSAGES.limits)),
    is_active: z.boolean(),
    /** Listed to shoppers under 'Available offers'. */
    is_public: z.boolean(),
  })
  .check(
    z.refine(
      (c) =>
        c.discount_type === 'percentage'
          ? c.value >= 1 && c.value <= 100 && Math.round(c.value * 100) === c.value * 100
          : c.value > 0 && Math.round(c.value * 100) === c.value * 100,
      { error: DISCOUNT_ADMIN_MESSAGES.value, path: ['value'] },
    ),
    z.refine((c) => !c.starts_at || !c.ends_at || Date.parse(c.ends_at) > Date.parse(c.starts_at), {
      error: DISCOUNT_ADMIN_MESSAGES.window,
      path: ['ends_at'],
    }),
  );
export type StaffDiscountCodeInput = z.infer<typeof staffDiscountCodeInputSchema>;

/** A row of staff_list_discount_codes(): the code as stored (percent as per cent), with its uses. */
export const staffDiscountCodeRowSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  max_discount: z.nullable(z.number()),
  min_subtotal: z.number(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  usage_limit_total: z.nullable(z.number()),
  usage_limit_per_user: z.nullable(z.number()),
  times_used: z.number(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  /** 'active', 'paused', 'scheduled', 'ended' or 'used up'. */
  state: z.enum(['active', 'paused', 'scheduled', 'ended', 'used up']),
});
export type StaffDiscountCodeRow = z.infer<typeof staffDiscountCodeRowSchema>;

// ---------------------------------------------------------------------------------------------
// Offers shoppers see: get_available_offers() -> jsonb (anyone)

export const availableOfferSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  /** Per cent or rupees. */
  value: z.number(),
  max_discount: z.nullable(z.number()),
  min_subtotal: z.number(),
  ends_at: z.nullable(z.string()),
});
export type AvailableOffer = z.infer<typeof availableOfferSchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard: staff_dashboard() -> jsonb

export const staffDashboardSchema = z.object({
  /** India time. */
  today: z.object({ orders: z.number(), revenue: z.number() }),
  week: z.object({ orders: z.number(), revenue: z.number() }),
  /** Orders waiting for the shop, per status (pending, processing, shipped, out for delivery). */
  orders_waiting: z.record(z.string(), z.number()),
  /** Requests waiting (status pending) per kind: repair, game_load, discount_request. */
  requests_waiting: z.record(z.string(), z.number()),
  reviews_pending: z.number(),
  low_stock: z.object({
    count: z.number(),
    products: z.array(
      z.object({
        product_id: z.string(),
        name: z.string(),
        stock_units: z.number(),
        low_stock_threshold: z.number(),
      }),
    ),
  }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
