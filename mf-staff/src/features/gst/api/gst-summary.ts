import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type GstSummaryRow, gstSummaryRowSchema } from 'shared/contracts';
import * as z from 'zod/mini';

/**
 * `staff_gst_summary(p_month)` (staff only): the month's tax invoices and credit notes grouped by
 * kind, place of supply and rate, money as text.
 */
export const gstKeys = {
  month: (month: string) => ['staff', 'gst-summary', month] as const,
};

const gstSummarySchema = z.array(gstSummaryRowSchema);

/** The rows of `month` ('YYYY-MM', India); the database refuses non-staff (42501). */
export async function fetchGstSummary(month: string): Promise<GstSummaryRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_gst_summary', { p_month: `${month}-01` });
  if (error) throw new Error(error.message);
  const parsed = gstSummarySchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The GST summary could not be read.');
  return parsed.data;
}

export const gstSummaryQueryOptions = (month: string) =>
  queryOptions({ queryKey: gstKeys.month(month), queryFn: () => fetchGstSummary(month), staleTime: 60_000 });

export function useGstSummary(month: string) {
  return useQuery(gstSummaryQueryOptions(month));
}
