import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from 'shared';
import { fetchTaxDocuments } from 'shared/kit';

/**
 * The statuses an order can have a tax invoice (issued when it ships) or credit notes (an invoiced
 * order cancelled or refunded) in; before them the list is not asked for.
 */
export const TAX_DOCUMENT_STATUSES: readonly string[] = [
  'shipped',
  'out for delivery',
  'delivered',
  'cancelled',
  'failed',
];

export const mayHaveTaxDocuments = (status: string): boolean => TAX_DOCUMENT_STATUSES.includes(status);

/** Under `ordersKeys.all`, so whatever refreshes the orders refreshes their documents too. */
export const taxDocumentsKeys = {
  order: (userId: string, orderId: string) => ['orders', userId, 'tax-documents', orderId] as const,
};

export const taxDocumentsQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: taxDocumentsKeys.order(userId, orderId),
    queryFn: () => fetchTaxDocuments(orderId),
  });

/** Only for the statuses of TAX_DOCUMENT_STATUSES, signed in. */
export function useTaxDocuments(orderId: string, status: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...taxDocumentsQueryOptions(userId ?? 'anonymous', orderId),
    enabled: userId !== null && mayHaveTaxDocuments(status),
  });
}
