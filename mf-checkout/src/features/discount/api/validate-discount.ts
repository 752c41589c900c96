import { useMutation } from '@tanstack/react-query';
import { FunctionCallError, invokeFunction } from 'shared';
import {
  DISCOUNT_MESSAGES,
  type DiscountResult,
  discountResultSchema,
  type ValidateDiscountBody,
  validateDiscountBodySchema,
} from 'shared/contracts';

/**
 * `validate-discount` POST: the discount result for the caller's cart (priced by the server;
 * cartSubtotal is advisory). An invalid code is an answer (isValid false, message), not an error;
 * errors carry the text to show: the server's, or the network / empty fallbacks of
 * docs/product.md#discount-codes.
 */
export async function validateDiscount(body: ValidateDiscountBody): Promise<DiscountResult> {
  let data: unknown;
  try {
    data = await invokeFunction('validate-discount', { body: validateDiscountBodySchema.parse(body) });
  } catch (error) {
    if (!(error instanceof FunctionCallError)) throw error;
    if (error.kind === 'network') throw new Error(DISCOUNT_MESSAGES.networkError);
    // The server's `error` text (its error bodies also carry an invalid result: same message),
    // else the status text.
    throw new Error(error.message);
  }
  if (data === null || data === undefined || data === '')
    throw new Error(DISCOUNT_MESSAGES.invalidOrInapplicable);
  const answer = discountResultSchema.safeParse(data);
  if (!answer.success) throw new Error(DISCOUNT_MESSAGES.invalidOrInapplicable);
  return answer.data;
}

export function useValidateDiscount() {
  return useMutation({ mutationFn: validateDiscount, retry: false });
}
