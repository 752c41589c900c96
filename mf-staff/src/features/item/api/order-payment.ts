import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from 'shared/contracts';
import * as z from 'zod/mini';

/**
 * `staff_order_payment(p_order_id)` (supabase/schemas/13_payments.sql): an order's payment for the
 * console. Amounts are rupees, but a payment event's `amount_paise`.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const staffRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.nullable(z.string()),
  razorpay_refund_id: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const staffPaymentEventSchema = z.object({
  event_id: z.string(),
  source: z.enum(['webhook', 'handler']),
  event: z.string(),
  outcome: z.string(),
  razorpay_payment_id: z.nullable(z.string()),
  razorpay_refund_id: z.nullable(z.string()),
  amount_paise: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  method: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  received_at: z.string(),
});
export type StaffPaymentEvent = z.infer<typeof staffPaymentEventSchema>;

export const staffOrderPaymentSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_hold_until: z.nullable(z.string()),
  razorpay_order_id: z.nullable(z.string()),
  razorpay_payment_id: z.nullable(z.string()),
  total: z.number(),
  amount_paid: z.number(),
  amount_refunded: z.number(),
  refundable: z.number(),
  payment_flag: z.nullable(z.string()),
  refunds: z.array(staffRefundSchema),
  events: z.array(staffPaymentEventSchema),
});
export type StaffOrderPayment = z.infer<typeof staffOrderPaymentSchema>;

export const paymentKeys = {
  order: (id: string) => ['staff', 'payment', id] as const,
};

export async function fetchOrderPayment(id: string): Promise<StaffOrderPayment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_order_payment', { p_order_id: id });
  if (error) throw new Error(error.message);
  const parsed = staffOrderPaymentSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The payment answer could not be read.');
  return parsed.data;
}

export const orderPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentKeys.order(id), queryFn: () => fetchOrderPayment(id), staleTime: 15_000 });

export function useOrderPayment(id: string) {
  return useQuery(orderPaymentQueryOptions(id));
}
