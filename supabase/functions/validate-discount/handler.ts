/**
 * validate-discount (docs/product.md#discount-codes): POST `{ discountCode, cartSubtotal }`
 * -> 200 with the discount result `{ isValid, discountCode, rate, type, calculatedDiscountAmount,
 * message }`, priced on the caller's cart as the database holds it: `cartSubtotal` is not an
 * input (a client cannot talk a minimum subtotal or a discount amount into existence), and an
 * empty cart answers 'Add items to cart first.' whatever it says. Every answer, errors included,
 * carries a discount result, so the client can always read `message`:
 *   guest 401 'Please log in to apply discounts.'; no code 400 'Please enter a discount code.'.
 */
import { DISCOUNT_MESSAGES, type DiscountResult, discountResultSchema } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { callRpc } from '../_shared/rpc.ts';

const UNAVAILABLE = 'The discount service is unavailable. Please try again.';

const bodySchema = z.object({ discountCode: z.unknown().optional(), cartSubtotal: z.unknown().optional() });

function invalid(message: string, discountCode = ''): DiscountResult {
  return { isValid: false, discountCode, rate: 0, type: 'percentage', calculatedDiscountAmount: 0, message };
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', invalid('Method not allowed'));
  const caller = requireCaller(
    req,
    DISCOUNT_MESSAGES.loginRequired,
    invalid(DISCOUNT_MESSAGES.loginRequired),
  );
  const body = await parseJson(req, bodySchema);
  const code = typeof body.discountCode === 'string' ? body.discountCode.trim() : '';
  if (!code) throw new HttpError(400, DISCOUNT_MESSAGES.enterCode, invalid(DISCOUNT_MESSAGES.enterCode));
  const answer = await callRpc<unknown>(
    caller,
    'validate_discount_code',
    { p_code: code },
    {
      unauthorized: DISCOUNT_MESSAGES.loginRequired,
      unavailable: UNAVAILABLE,
      extra: (message) => invalid(message, code.toUpperCase()),
    },
  );
  const parsed = discountResultSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('validate-discount: unexpected answer from validate_discount_code');
    throw new HttpError(502, UNAVAILABLE, invalid(UNAVAILABLE, code.toUpperCase()));
  }
  return json(200, parsed.data);
});
