import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callRpc, toast } from 'shared';
import { cartWithCodePath, PRICE_MATCH_MESSAGES } from 'shared/contracts';
import * as z from 'zod/mini';

const answerSchema = z.object({ code: z.string(), productId: z.string() });

/**
 * 'Buy at ₹X' (`add_price_match_to_cart`): the database puts one unit of the offer's product in the
 * caller's cart, if the offer is theirs and still open, and answers the personal code.
 */
export async function addOfferToCart(requestId: string): Promise<string> {
  const { data, error } = await callRpc('add_price_match_to_cart', { p_request_id: requestId });
  if (error) throw new Error(error.message);
  const parsed = answerSchema.safeParse(data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data.code;
}

/** Adds the offer's product to the cart, then opens the cart with the code applied there. */
export function useBuyAtOffer() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: addOfferToCart,
    onSuccess: (code) => navigate(cartWithCodePath(code)),
    onError: (error) => toast.error(PRICE_MATCH_MESSAGES.failedTitle, error.message),
  });
}
