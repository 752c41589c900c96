import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, useSession } from 'shared';
import {
  DISCOUNT_REQUEST_PAGE_SIZE,
  type DiscountRequest,
  discountRequestFetchFailedMessage,
  discountRequestSchema,
} from 'shared/contracts';
import { HistoryFetchError, type HistoryPage, readHistoryAnswer } from '../../service-requests';

export const discountHistoryKeys = {
  all: ['discount-request-history'] as const,
  page: (userId: string, page: number) => ['discount-request-history', userId, page] as const,
};

/** `get_user_product_discount_requests`: one page (5) of the caller's requests, newest first. */
export async function getDiscountRequestHistory(page: number): Promise<HistoryPage<DiscountRequest>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_user_product_discount_requests', {
    p_page_number: page,
    p_page_size: DISCOUNT_REQUEST_PAGE_SIZE,
  });
  if (error) throw new HistoryFetchError(discountRequestFetchFailedMessage(error.message), error.message);
  const answer = readHistoryAnswer(data, discountRequestSchema);
  if (answer.error)
    throw new HistoryFetchError(discountRequestFetchFailedMessage(answer.error), answer.error);
  return { requests: answer.requests, totalCount: answer.totalCount };
}

export const discountHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: discountHistoryKeys.page(userId, page),
    queryFn: () => getDiscountRequestHistory(page),
    staleTime: CACHE.discountRequestHistory.staleTime,
  });

export function useDiscountRequestHistory(page: number) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...discountHistoryQueryOptions(userId ?? 'anonymous', page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
