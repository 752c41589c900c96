/**
 * submit-review (docs/product.md#reviews): POST `{ productId, productSlug,
 * orderId, rating, title, comment, existingReviewId }` creates the caller's review of a product of
 * one of their delivered orders, or updates `existingReviewId`. Either way the review waits for
 * verification (staff approve it with `moderate_review`) before others see it.
 *   200 `{ success: true, review }` (review_id, product_id, product_slug, order_id, rating, title,
 *       comment, status 'pending', created_at, updated_at);
 *   4xx `{ success: false, error }`: 401 not signed in; 400 the form's field messages (rating,
 *       comment, title), an undelivered order, a product not in the order; 404 an order or review
 *       that is not the caller's; 409 a second review of the same product and order.
 * The fields are checked with the form's own rules (shared/contracts) and again by the
 * `submit_review` RPC, which owns eligibility.
 */
import { REVIEW_MESSAGES, reviewFieldsProblem, type SubmitReviewAnswer } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { isUuid } from '../_shared/input.ts';
import { callRpc } from '../_shared/rpc.ts';

const failure = (message: string) => ({ success: false, error: message });

const bodySchema = z.object({
  productId: z.unknown().optional(),
  productSlug: z.unknown().optional(),
  orderId: z.unknown().optional(),
  rating: z.unknown().optional(),
  title: z.unknown().optional(),
  comment: z.unknown().optional(),
  existingReviewId: z.unknown().optional(),
});

function badRequest(message: string): HttpError {
  return new HttpError(400, message, failure(message));
}

function id(value: unknown, what: string): string {
  if (!isUuid(value)) throw badRequest(`Invalid review request: ${what} must be an id.`);
  return value.toLowerCase();
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
  const caller = requireCaller(req, REVIEW_MESSAGES.loginRequired, failure(REVIEW_MESSAGES.loginRequired));
  const body = await parseJson(req, bodySchema);
  const productId = id(body.productId, 'productId');
  const orderId = id(body.orderId, 'orderId');
  const existingReviewId =
    body.existingReviewId == null ? null : id(body.existingReviewId, 'existingReviewId');

  const rating = typeof body.rating === 'number' ? body.rating : null;
  if (body.rating != null && rating === null) throw badRequest(REVIEW_MESSAGES.ratingRange);
  const title = typeof body.title === 'string' ? body.title : null;
  if (body.title != null && title === null) throw badRequest('Invalid review request: title must be text.');
  const comment = typeof body.comment === 'string' ? body.comment : '';
  if (body.comment != null && typeof body.comment !== 'string')
    throw badRequest(REVIEW_MESSAGES.commentRequired);
  const problem = reviewFieldsProblem({ rating, title, comment });
  if (problem) throw badRequest(problem.message);

  const review = await callRpc<SubmitReviewAnswer['review']>(
    caller,
    'submit_review',
    {
      p_product_id: productId,
      p_order_id: orderId,
      // Validated above: a whole number from 1 to 5.
      p_rating: rating,
      p_title: title,
      p_comment: comment,
      p_existing_review_id: existingReviewId,
    },
    {
      unauthorized: REVIEW_MESSAGES.loginRequired,
      unavailable: REVIEW_MESSAGES.submitFailed,
      extra: failure,
    },
  );
  const answer: SubmitReviewAnswer = { success: true, review };
  return json(200, answer);
});
