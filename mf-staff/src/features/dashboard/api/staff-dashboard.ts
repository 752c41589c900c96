import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type StaffDashboard, staffDashboardSchema } from 'shared/contracts';

/**
 * `staff_dashboard()` (staff only, supabase/schemas/18_shop_admin.sql): today's and this week's
 * orders and revenue (India time), what waits for the shop, and products low on stock.
 */
export const dashboardKeys = {
  summary: ['staff', 'dashboard'] as const,
};

export async function fetchStaffDashboard(): Promise<StaffDashboard> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_dashboard');
  if (error) throw new Error(error.message);
  const parsed = staffDashboardSchema.safeParse(data);
  if (!parsed.success) throw new Error('The dashboard could not be read.');
  return parsed.data;
}

export const staffDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.summary, queryFn: fetchStaffDashboard, staleTime: 30_000 });

export function useStaffDashboard() {
  return useQuery(staffDashboardQueryOptions());
}
