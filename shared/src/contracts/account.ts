/**
 * Wishlist and reviews (docs/product.md#wishlist, docs/product.md#reviews): the wire shapes of the
 * `wishlist` and `submit-review` edge functions and of the review RPCs, their messages, and
 * the review form's rules, used by the form, the function and the tests alike. The database
 * re-applies every rule (supabase/migrations/*_wishlist.sql, *_review_rules.sql).
 *
 * Error answers of both functions are `{ error: message }` with a 4xx status (401 for guests);
 * `submit-review` failures also carry `success: false`.
 */
import * as z from 'zod/mini';
import { REVIEW } from '../constants/spec.ts';

// ---------------------------------------------------------------------------------------------
// Wishlist (`wishlist` function)

export const WISHLIST_MESSAGES = {
  loginRequired: 'Login required.',
  alreadyIn: 'Already in wishlist',
  alreadyInToast: 'Item already in wishlist',
  alreadyEmpty: 'Wishlist already empty',
  empty: 'Your wishlist is empty',
  // Toast titles
  addFailed: 'Wishlist Add Failed',
  removeFailed: 'Wishlist Remove Failed',
  clearFailed: 'Wishlist Clear Failed',
  loadError: 'Error loading wishlist',
  // Successes
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  cleared: 'Wishlist cleared',
  // Server messages (the store's own wording):
  invalidProduct: 'Invalid product id.',
  productUnavailable: 'This product is not available.',
  couldNotUpdate: 'Could not update your wishlist. Please try again.',
} as const;

/** A wishlist line (docs/product.md#wishlist). Prices in INR. */
export const wishlistItemSchema = z.object({
  /** The product id (uuid). */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  discount_price: z.number(),
  image: z.nullable(z.string()),
  /** Units in stock (the list's Add to Cart says 'Out of Stock' at 0). */
  stock_units: z.optional(z.int()),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** GET answers the list, newest first (inactive products hidden). */
export const wishlistListSchema = z.array(wishlistItemSchema);

/** POST body. */
export const wishlistAddBodySchema = z.object({ product_uuid: z.string() });
export type WishlistAddBody = z.infer<typeof wishlistAddBodySchema>;

/** POST answer: whether the product was already held (never a second row), and the list. */
export const wishlistAddAnswerSchema = z.object({
  success: z.literal(true),
  alreadyExisted: z.boolean(),
  items: wishlistListSchema,
});
export type WishlistAddAnswer = z.infer<typeof wishlistAddAnswerSchema>;

/** DELETE (`?product_uuid={id}` or `?clear=true`) answer: the list after the change. */
export const wishlistDeleteAnswerSchema = z.object({ success: z.literal(true), items: wishlistListSchema });
export type WishlistDeleteAnswer = z.infer<typeof wishlistDeleteAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEW_LIMITS = REVIEW;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating.',
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Comment cannot exceed 5000 characters.',
  titleTooLong: 'Title cannot exceed 255 characters.',
  loginRequired: 'You must be logged in to submit a review.',
  onlyDelivered: 'You can only review products from delivered orders.',
  loadOrderFailed: "Failed to load order details. The link might be invalid or the order doesn't exist.",
  orderNotReviewable:
    'Order not found, you are not authorized to review this order, or it has not been delivered yet.',
  noProducts: 'No products found in this order to review.',
  productIncomplete: 'Product details incomplete for review.',
  productNotAvailable: 'Product details not available.',
  submitFailed: 'Failed to submit review. Please try again.',
  noReviews: 'No Reviews Yet',
  // Toast titles
  submissionFailedToast: 'Submission Failed',
  authRequiredToast: 'Authentication Required',
  // The store's own wording:
  ratingRange: 'Rating must be from 1 to 5 stars.',
  notInOrder: 'This product is not part of this order.',
  alreadyReviewed: 'You have already reviewed this product for this order.',
  reviewNotFound: 'Review not found.',
  submitted: 'Review submitted',
  updated: 'Review updated',
  awaitingVerification: 'Awaiting verification',
  visibleAfterVerification: 'Your review will be visible to other shoppers once it has been verified.',
  rejected: 'Not published',
} as const;

/** 'Error loading reviews: {message}' (docs/product.md#reviews). */
export const reviewsLoadErrorMessage = (message: string): string =>
  `Error loading reviews: ${message || 'Unknown error'}`;

/**
 * The review form's fields, checked in the order of docs/product.md#reviews: rating, comment
 * (required after trimming, at most 5000), title (optional, at most 255). The form shows these
 * messages under the fields; `submit-review` refuses the same input with the same messages.
 */
export const reviewFieldsSchema = z.object({
  rating: z.nullable(z.number({ error: REVIEW_MESSAGES.ratingRequired })).check(
    z.refine((v) => v !== null, { message: REVIEW_MESSAGES.ratingRequired, abort: true }),
    z.refine(
      (v) => v === null || (Number.isInteger(v) && v >= REVIEW.ratingMin && v <= REVIEW.ratingMax),
      REVIEW_MESSAGES.ratingRange,
    ),
  ),
  title: z
    .nullable(z.string())
    .check(z.refine((v) => (v ?? '').trim().length <= REVIEW.titleMax, REVIEW_MESSAGES.titleTooLong)),
  comment: z.string({ error: REVIEW_MESSAGES.commentRequired }).check(
    z.refine((v) => v.trim().length > 0, { message: REVIEW_MESSAGES.commentRequired, abort: true }),
    z.refine((v) => v.trim().length <= REVIEW.commentMax, REVIEW_MESSAGES.commentTooLong),
  ),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** The first message of the fields, in the order of docs/product.md#reviews, or null. */
export function reviewFieldsProblem(fields: {
  rating: number | null;
  title: string | null;
  comment: string;
}): { field: 'rating' | 'title' | 'comment'; message: string } | null {
  const result = reviewFieldsSchema.safeParse(fields);
  if (result.success) return null;
  for (const field of ['rating', 'comment', 'title'] as const) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  const first = result.error.issues[0];
  return { field: 'comment', message: first?.message ?? REVIEW_MESSAGES.submitFailed };
}

/** `submit-review` POST body (docs/product.md#reviews): create, or update when existingReviewId is given. */
export type SubmitReviewBody = {
  productId: string;
  productSlug: string;
  orderId: string;
  rating: number;
  title: string | null;
  comment: string;
  existingReviewId: string | null;
};

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The caller's own review as submit-review, the review page and the product page answer it. */
export const ownReviewSchema = z.object({
  review_id: z.string(),
  rating: z.number(),
  title: z.nullable(z.string()),
  comment: z.string(),
  status: reviewStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** `submit-review` answer: `{ success: true, review }` (review with product_slug). */
export const submitReviewAnswerSchema = z.object({
  success: z.literal(true),
  review: z.extend(ownReviewSchema, {
    product_id: z.string(),
    product_slug: z.nullable(z.string()),
    order_id: z.string(),
  }),
});
export type SubmitReviewAnswer = z.infer<typeof submitReviewAnswerSchema>;

/** get_order_for_review: one delivered order of the caller with their review of each product. */
export const orderForReviewSchema = z.object({
  id: z.string(),
  /** 'GG-26-7K3M9Q' (absent while get_order_for_review does not answer it: the id's start shows). */
  display_number: z.optional(z.nullable(z.string())),
  order_date: z.nullable(z.optional(z.string())),
  delivered_at: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      image: z.nullable(z.optional(z.string())),
      quantity: z.number(),
      review: z.nullable(ownReviewSchema),
    }),
  ),
});
export type OrderForReview = z.infer<typeof orderForReviewSchema>;
