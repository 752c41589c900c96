import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText, invokeFunction } from 'shared';
import {
  DISCOUNT_REQUEST_MESSAGES,
  type DiscountRequestPayload,
  discountRequestSubmitAnswerSchema,
} from 'shared/contracts';
import { discountHistoryKeys } from './discount-request-history';

/**
 * `product-discount-request`: files the request and answers its id. Errors carry the text of the
 * 'Submission Failed' toast: the server's message for a refusal, else 'Failed to submit request'.
 */
export async function submitDiscountRequest(payload: DiscountRequestPayload): Promise<string> {
  let data: unknown;
  try {
    data = await invokeFunction('product-discount-request', { body: { ...payload } });
  } catch (error) {
    throw new Error(failureText(error, DISCOUNT_REQUEST_MESSAGES.submitFailed));
  }
  const answer = discountRequestSubmitAnswerSchema.safeParse(data);
  if (!answer.success) {
    const message = (data as { error?: unknown } | null)?.error;
    throw new Error(
      typeof message === 'string' && message ? message : DISCOUNT_REQUEST_MESSAGES.submitFailed,
    );
  }
  return answer.data.requestId;
}

export function useSubmitDiscountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDiscountRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountHistoryKeys.all }),
  });
}
