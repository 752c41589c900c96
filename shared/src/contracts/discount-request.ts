/**
 * Price-match discount requests (docs/product.md#price-match-requests): the form's and the
 * submission payload's rules with their exact messages, the `product-discount-request`
 * answer and the `get_user_product_discount_requests` history row. The database re-applies the
 * same rules (supabase/migrations/*_service_requests.sql).
 */
import * as z from 'zod/mini';
import { DISCOUNT_REQUEST, PAGE_SIZE } from '../constants/spec.ts';
import { PROFILE_MESSAGES } from './profile.ts';

export {
  DISCOUNT_REQUEST_STATUSES,
  type DiscountRequestStatus,
  discountRequestStatusLabel,
  isDiscountRequestStatus,
} from './request-statuses.ts';

export const DISCOUNT_REQUEST_PAGE_SIZE = PAGE_SIZE.discountRequests;
/** Flood limit kept by the database: requests per user per hour (docs/product.md#price-match-requests). */
export const DISCOUNT_REQUEST_HOURLY_LIMIT = 10;
/** Highest price accepted (₹1 crore, docs/product.md#price-match-requests; it keeps typos out). */
export const DISCOUNT_REQUEST_MAX_PRICE = 10_000_000;

export type DiscountProductType = (typeof DISCOUNT_REQUEST.productTypes)[number];
export type EcomSite = (typeof DISCOUNT_REQUEST.ecomSites)[number];

export const DISCOUNT_REQUEST_MESSAGES = {
  productTypeRequired: 'Please select a product type.',
  siteRequired: 'Please select the E-commerce site.',
  urlInvalid: 'Please enter a valid product URL.',
  urlShort: 'URL seems too short.',
  priceRequired: 'Current price is required.',
  priceNumber: 'Price must be a number.',
  pricePositive: 'Price must be a positive number.',
  priceMin: 'Price must be at least Rs. 100.',
  profileIncomplete: PROFILE_MESSAGES.completeFirst,
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit request',
  successTitle: 'Request Submitted!',
  successMessage: 'We will review your request and get back to you.',
  historyLoadFailedTitle: 'Failed to load history',
  historyCouldNotFetch: 'Could not fetch your request history.',
  historyEmptyTitle: 'No History Found',
  historyEmpty: "You haven't requested any discounts yet.",
  pending: 'Pending',
  pendingReview: 'Pending Review',
  // The store's own wording:
  priceTooHigh: 'Price seems too high. Please check the value.',
  loginRequired: 'Please log in to submit a request.',
} as const;

/** The product link is not on the chosen site (docs/product.md#price-match-requests). */
export const urlNotFromSiteMessage = (site: string): string =>
  `This link is not from ${site}. Please paste the product link from the site you selected.`;

/** 'Failed to fetch request history: {detail}' */
export const discountRequestFetchFailedMessage = (detail: string): string =>
  `Failed to fetch request history: ${detail}`;

/** Hosts of each site's product links (the site, its subdomains and its short-link host). */
const SITE_HOSTS: Record<EcomSite, readonly string[]> = {
  'Amazon.in': ['amazon.in', 'amzn.in'],
  'Flipkart.in': ['flipkart.com', 'flipkart.in', 'fkrt.it'],
  Croma: ['croma.com'],
  'Reliance Digital': ['reliancedigital.in'],
  'Vijay Sales': ['vijaysales.com'],
  'MD Computers': ['mdcomputers.in'],
  PrimeABGB: ['primeabgb.com'],
  'Vedant Computers': ['vedantcomputers.com'],
};

function parseUrl(value: string): URL | null {
  if (/\s/.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host with a dot (a real site, not 'http://localhost').
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** Whether `url` is a link on `site` (its host, a subdomain of it or its short-link host). */
export function isUrlFromSite(url: string, site: string): boolean {
  const hosts = SITE_HOSTS[site as EcomSite];
  const host = parseUrl(url.trim())?.hostname.toLowerCase();
  if (!hosts || !host) return false;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const PRICE_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The form's coercion, with 'required' kept apart: empty -> undefined, non-numbers -> NaN. */
function toPrice(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const text = value.replace(/,/g, '').trim();
    if (text === '') return undefined;
    return PRICE_TEXT.test(text) ? Number(text) : Number.NaN;
  }
  return Number.NaN;
}

export const currentPriceSchema = z.pipe(
  z.transform(toPrice),
  z.pipe(
    z.number({
      error: (issue) =>
        issue.input === undefined
          ? DISCOUNT_REQUEST_MESSAGES.priceRequired
          : DISCOUNT_REQUEST_MESSAGES.priceNumber,
    }),
    z
      .number()
      .check(
        z.gt(0, DISCOUNT_REQUEST_MESSAGES.pricePositive),
        z.gte(DISCOUNT_REQUEST.minPrice, DISCOUNT_REQUEST_MESSAGES.priceMin),
        z.lte(DISCOUNT_REQUEST_MAX_PRICE, DISCOUNT_REQUEST_MESSAGES.priceTooHigh),
      ),
  ),
);

export const productUrlSchema = z.string({ error: DISCOUNT_REQUEST_MESSAGES.urlInvalid }).check(
  z.trim(),
  z.refine((v) => parseUrl(v) !== null && v.length <= 2048, {
    message: DISCOUNT_REQUEST_MESSAGES.urlInvalid,
    abort: true,
  }),
  z.minLength(DISCOUNT_REQUEST.urlMinLength, DISCOUNT_REQUEST_MESSAGES.urlShort),
);

/**
 * The submission payload `{ product_type, ecom_site, product_url, current_price }` (also the
 * form's rules): the edge function parses its body with it.
 */
export const discountRequestPayloadSchema = z
  .object({
    product_type: z.enum(DISCOUNT_REQUEST.productTypes, {
      error: DISCOUNT_REQUEST_MESSAGES.productTypeRequired,
    }),
    ecom_site: z.enum(DISCOUNT_REQUEST.ecomSites, { error: DISCOUNT_REQUEST_MESSAGES.siteRequired }),
    product_url: productUrlSchema,
    current_price: currentPriceSchema,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (
        parseUrl(v.product_url) &&
        v.product_url.length >= DISCOUNT_REQUEST.urlMinLength &&
        !isUrlFromSite(v.product_url, v.ecom_site)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: urlNotFromSiteMessage(v.ecom_site),
          path: ['product_url'],
          input: v.product_url,
        });
      }
    }),
  );
export type DiscountRequestPayload = z.output<typeof discountRequestPayloadSchema>;

export interface DiscountRequestFormValues {
  product_type: '' | DiscountProductType;
  ecom_site: '' | EcomSite;
  product_url: string;
  current_price: string;
}

export const DISCOUNT_REQUEST_FORM_DEFAULTS: DiscountRequestFormValues = {
  product_type: '',
  ecom_site: '',
  product_url: '',
  current_price: '',
};

export type DiscountRequestErrors = Partial<Record<keyof DiscountRequestFormValues, string>>;

/** Every rule at once: the first message per field, and the payload to send when none fails. */
export function validateDiscountRequestForm(values: DiscountRequestFormValues): {
  errors: DiscountRequestErrors;
  payload: DiscountRequestPayload | null;
} {
  const result = discountRequestPayloadSchema.safeParse(values);
  if (result.success) return { errors: {}, payload: result.data };
  const errors: DiscountRequestErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof DiscountRequestFormValues;
    errors[key] ??= issue.message;
  }
  // The schema checks the link's site only once every field parses; the form says it at once.
  const url = values.product_url.trim();
  if (!errors.product_url && values.ecom_site && !isUrlFromSite(url, values.ecom_site)) {
    errors.product_url = urlNotFromSiteMessage(values.ecom_site);
  }
  return { errors, payload: null };
}

/** The first message of a payload that fails the rules (the edge function's 400), else null. */
export function discountRequestPayloadProblem(body: unknown): string | null {
  const result = discountRequestPayloadSchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? DISCOUNT_REQUEST_MESSAGES.submitFailed);
}

// ---------------------------------------------------------------------------------------------
// Answers

/** `product-discount-request` success answer (`error` only on failures). */
export const discountRequestSubmitAnswerSchema = z.object({
  success: z.literal(true),
  requestId: z.string(),
});

/** The saving when the offer is below the customer's price, else null. */
export function discountSaving(currentPrice: number, ourPrice: number | null | undefined): number | null {
  if (ourPrice == null || !(ourPrice < currentPrice)) return null;
  return Math.round((currentPrice - ourPrice) * 100) / 100;
}

/** One request as `get_user_product_discount_requests` lists it (docs/product.md#price-match-requests). */
export const discountRequestSchema = z.object({
  id: z.string(),
  /** What the shopper reads and types: 'PM-26-7K3M9Q' (absent only in rows read before it existed). */
  display_number: z.optional(z.nullable(z.string())),
  product_type: z.string(),
  ecom_site: z.string(),
  product_url: z.string(),
  current_price: z.number(),
  our_price: z.nullable(z.number()),
  remarks: z.nullable(z.string()),
  status: z.string(),
  created_at: z.string(),
  // The offer's personal price (staff_send_discount_offer): the shop's product it is for, the
  // shopper's code, until when it holds, and the order that used it.
  product_id: z.optional(z.nullable(z.string())),
  offer_code: z.optional(z.nullable(z.string())),
  offer_expires_at: z.optional(z.nullable(z.string())),
  order_id: z.optional(z.nullable(z.string())),
  offer_product: z.optional(z.nullable(z.object({ name: z.string(), slug: z.string() }))),
});
export type DiscountRequest = z.infer<typeof discountRequestSchema>;

/**
 * The columns a request page reads from `product_discount_requests` (RLS: own rows), the offer's
 * product embedded: the same fields `get_user_product_discount_requests` lists.
 */
export const DISCOUNT_REQUEST_COLUMNS =
  'id, display_number, product_type, ecom_site, product_url, current_price, our_price, remarks, status, created_at, product_id, offer_code, offer_expires_at, order_id, offer_product:products(name, slug)';

/** An offer the shopper can buy at now. */
export interface OpenPriceMatchOffer {
  code: string;
  price: number;
  productName: string;
  productSlug: string;
  expiresAt: string;
}

/**
 * The request's offer while it is open (sent or approved, not ordered, before it ends), else null.
 * The database decides again when the shopper buys (add_price_match_to_cart, the order).
 */
export function openPriceMatchOffer(request: DiscountRequest, now = Date.now()): OpenPriceMatchOffer | null {
  const { offer_code: code, our_price: price, offer_product: product, offer_expires_at: expiresAt } = request;
  if (!code || price == null || !product || !expiresAt) return null;
  if (request.status !== 'offer_sent' && request.status !== 'approved') return null;
  if (!(Date.parse(expiresAt) > now)) return null;
  return { code, price, productName: product.name, productSlug: product.slug, expiresAt };
}

export const PRICE_MATCH_MESSAGES = {
  buyAt: (price: string) => `Buy at ${price}`,
  buying: 'Adding to your cart…',
  offerFor: (product: string, until: string) => `Our price for one ${product}, until ${until}.`,
  ordered: 'You ordered at this price.',
  ended: 'This offer has ended.',
  failedTitle: 'Could not add the offer to your cart',
} as const;
