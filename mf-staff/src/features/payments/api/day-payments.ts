import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { PAYMENT_METHODS } from 'shared/contracts';
import * as z from 'zod/mini';

/**
 * `staff_list_payments(p_day)` (supabase/schemas/13_payments.sql): one India day's money, oldest
 * first: online captures, cash collected on delivery and refunds made (negative), each with its
 * order, and the totals by method. Amounts in rupees.
 */
export const dayPaymentRowSchema = z.object({
  at: z.string(),
  order_id: z.string(),
  /** The order's display number ('GG-26-7K3M9Q'). */
  order_display_number: z.optional(z.nullable(z.string())),
  payment_method: z.enum(PAYMENT_METHODS),
  /** 'upi', 'card', 'cash', ...; null when Razorpay did not say (refunds). */
  method: z.nullable(z.string()),
  /** Razorpay's payment or refund id; null for cash. */
  reference: z.nullable(z.string()),
  amount: z.number(),
  kind: z.enum(['payment', 'refund']),
});
export type DayPaymentRow = z.infer<typeof dayPaymentRowSchema>;

export const dayPaymentsSchema = z.object({
  day: z.string(),
  rows: z.array(dayPaymentRowSchema),
  totals: z.object({
    online: z.number(),
    cod: z.number(),
    /** Refunds made, as a positive amount. */
    refunds: z.number(),
    net: z.number(),
  }),
});
export type DayPayments = z.infer<typeof dayPaymentsSchema>;

export const paymentsKeys = {
  day: (day: string) => ['staff', 'payments', day] as const,
};

/** The payments of `day` ('YYYY-MM-DD', India); the database refuses non-staff. */
export async function fetchDayPayments(day: string): Promise<DayPayments> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_list_payments', { p_day: day });
  if (error) throw new Error(error.message);
  const parsed = dayPaymentsSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The payments answer could not be read.');
  return parsed.data;
}

export const dayPaymentsQueryOptions = (day: string) =>
  queryOptions({ queryKey: paymentsKeys.day(day), queryFn: () => fetchDayPayments(day), staleTime: 15_000 });

export function useDayPayments(day: string) {
  return useQuery(dayPaymentsQueryOptions(day));
}
