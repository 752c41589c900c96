import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import * as z from 'zod/mini';
import { queueKeys } from './staff-list';

export type ReviewDecision = 'approved' | 'rejected';

/** `moderate_reviews(p_review_ids, p_status)`: approves or rejects 1-100 reviews; how many changed. */
export async function moderateReviews(ids: readonly string[], status: ReviewDecision): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('moderate_reviews', { p_review_ids: ids, p_status: status });
  if (error) throw new Error(error.message);
  const parsed = z.number().safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The answer could not be read.');
  return parsed.data;
}

/** '2 reviews approved.', '1 review rejected.' */
export const moderatedText = (count: number, status: ReviewDecision): string =>
  `${count} ${count === 1 ? 'review' : 'reviews'} ${status}.`;

/** Moderation of the chosen reviews in one call; the queues are read again either way. */
export function useModerateReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: readonly string[]; status: ReviewDecision }) =>
      moderateReviews(ids, status),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
  });
}
