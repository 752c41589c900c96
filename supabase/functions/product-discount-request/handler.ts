/**
 * product-discount-request (spec: services-and-pages §3, §5, §7, §9): POST
 * `{ product_type, ecom_site, product_url, current_price }` to file a pending price-match request
 * for the signed-in caller:
 *   200 `{ success: true, requestId }`;
 *   4xx `{ success: false, error }`: 401 not signed in; 400 a rule of the form broken (the spec's
 *   message, from the same schema the form uses: types, sites, a URL of at least 15 characters on
 *   the chosen site, a price of at least Rs. 100) or the profile incomplete; 429 more than 10
 *   requests in the last hour.
 * The rules are applied again by the `create_product_discount_request` RPC (service-requests
 * migration); status, remarks and our_price are the staff's.
 */
import { DISCOUNT_REQUEST_MESSAGES, discountRequestPayloadSchema } from 'shared/contracts';
import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import { HttpError, json, parseJson, withHttpErrors } from '../_shared/http.ts';
import { callRpc } from '../_shared/rpc.ts';

const UNAVAILABLE = 'The discount request service is unavailable. Please try again.';

const failure = (message: string) => ({ success: false, error: message });

const bodySchema = z.record(z.string(), z.unknown());

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed', failure('Method not allowed'));
  const caller = requireCaller(
    req,
    DISCOUNT_REQUEST_MESSAGES.loginRequired,
    failure(DISCOUNT_REQUEST_MESSAGES.loginRequired),
  );
  const body = await parseJson(req, bodySchema);
  const parsed = discountRequestPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? DISCOUNT_REQUEST_MESSAGES.submitFailed;
    throw new HttpError(400, message, failure(message));
  }
  const p = parsed.data;
  const requestId = await callRpc<unknown>(
    caller,
    'create_product_discount_request',
    {
      p_product_type: p.product_type,
      p_ecom_site: p.ecom_site,
      p_product_url: p.product_url,
      p_current_price: p.current_price,
    },
    { unauthorized: DISCOUNT_REQUEST_MESSAGES.loginRequired, unavailable: UNAVAILABLE, extra: failure },
  );
  if (typeof requestId !== 'string') {
    console.error('product-discount-request: unexpected answer from create_product_discount_request');
    throw new HttpError(502, UNAVAILABLE, failure(UNAVAILABLE));
  }
  return json(200, { success: true, requestId });
});
