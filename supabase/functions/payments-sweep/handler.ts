/**
 * payments-sweep (docs/adr/0019-payments.md): the shop's payment jobs, POST with the service role
 * key only (the local stack calls it when the database announces work, `pg_notify('payments')`,
 * and every few seconds; a hosted project schedules it every minute).
 *   1. expire_payment_holds: unpaid online orders whose hold ended become payment_expired (stock
 *      and code use back once, the shopper e-mailed);
 *   2. refunds requested by a cancel, a late capture or staff are made through Razorpay's Refunds
 *      API (claim_payment_refunds, leased), and reported (finish_payment_refund: Razorpay's refund
 *      id, or the error, retried with backoff). The refund.processed webhook completes them.
 * Answers 200 `{ processed, expired, refunds, refundErrors }`; 401 without the service role key.
 */
import { requireEnv } from '../_shared/env.ts';
import { HttpError, json, withHttpErrors } from '../_shared/http.ts';
import { createRazorpayRefund } from '../_shared/razorpay.ts';
import { createServiceClient } from '../_shared/supabase.ts';

interface ClaimedRefund {
  id: string;
  order_id: string;
  razorpay_payment_id: string;
  amount_paise: number;
  attempts: number;
}

export const handler = withHttpErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (token !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    throw new HttpError(401, 'Only the service role may run the payment jobs.');
  }
  const db = createServiceClient();

  const expired = await db.rpc('expire_payment_holds', { p_limit: 100 });
  if (expired.error) {
    console.error(`payments-sweep: expire failed: ${expired.error.message}`);
    throw new HttpError(502, 'The database is unavailable.');
  }

  const claimed = await db.rpc('claim_payment_refunds', { p_limit: 10 });
  if (claimed.error) {
    console.error(`payments-sweep: claim failed: ${claimed.error.message}`);
    throw new HttpError(502, 'The database is unavailable.');
  }
  let refunds = 0;
  let refundErrors = 0;
  for (const refund of (claimed.data ?? []) as ClaimedRefund[]) {
    let refundId: string | null = null;
    let error: string | null = null;
    try {
      refundId = (
        await createRazorpayRefund(refund.razorpay_payment_id, Number(refund.amount_paise), {
          order_id: refund.order_id,
          refund_request: refund.id,
        })
      ).id;
      refunds += 1;
    } catch (e) {
      error = (e as Error).message;
      refundErrors += 1;
      console.error(`payments-sweep: refund ${refund.id}: ${error}`);
    }
    const finished = await db.rpc('finish_payment_refund', {
      p_id: refund.id,
      p_razorpay_refund_id: refundId,
      p_error: error,
    });
    if (finished.error) console.error(`payments-sweep: finish ${refund.id}: ${finished.error.message}`);
  }
  const expiredCount = Number(expired.data ?? 0);
  return json(200, { processed: expiredCount + refunds, expired: expiredCount, refunds, refundErrors });
});
