import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeFunction, QUERY_ROOTS } from 'shared';
import { type SubmitReviewAnswer, type SubmitReviewBody, submitReviewAnswerSchema } from 'shared/contracts';
import { reviewKeys } from './review-keys';

/** `submit-review` POST (docs/product.md#reviews): creates the review, or updates `existingReviewId`. */
export async function submitReview(body: SubmitReviewBody): Promise<SubmitReviewAnswer> {
  return submitReviewAnswerSchema.parse(
    await invokeFunction('submit-review', { method: 'POST', body: { ...body } }),
  );
}

/**
 * After an answer the product's reviews, the user's review (this page's order and the order
 * history's review links) and the product's details are refreshed.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSettled: async (_answer, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(body.productId) }),
        queryClient.invalidateQueries({ queryKey: ['order-for-review'] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.orderReviewStates] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.productDetails] }),
      ]);
    },
  });
}
