/**
 * product-discount-request (docs/product.md#price-match-requests): POST
 * `{ product_type, ecom_site, product_url, current_price }` to file a pending price-match request
 * for the signed-in caller:
 *   200 `{ success: true, requestId }`;
 *   4xx `{ success: false, error }`: 401 not signed in; 400 a rule of the form broken (the rule's
 *   message, from the same schema the form uses: types, sites, a URL of at least 15 characters on
 *   the chosen site, a price of at least Rs. 100) or the profile incomplete; 429 more than 10
 *   requests in the last hour.
 * The rules are applied again by the `create_product_discount_request` RPC (service-requests
 * migration); status, remarks and our_price are the staff's.
 */
import { DISCOUNT_REQUEST_MESSAGES, discountRequestPayloadSchema } from 'shared/contracts';
import { serviceRequestHandler } from '../_shared/service-request.ts';

export const handler = serviceRequestHandler({
  name: 'product-discount-request',
  schema: discountRequestPayloadSchema,
  rpc: 'create_product_discount_request',
  args: (p) => ({
    p_product_type: p.product_type,
    p_ecom_site: p.ecom_site,
    p_product_url: p.product_url,
    p_current_price: p.current_price,
  }),
  messages: {
    loginRequired: DISCOUNT_REQUEST_MESSAGES.loginRequired,
    submitFailed: DISCOUNT_REQUEST_MESSAGES.submitFailed,
    unavailable: 'The discount request service is unavailable. Please try again.',
  },
});
