import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../ui/toast';

/**
 * The e-mails' link to an order or request, `{history page}?id={id}` (ADR 0015): `useOne(id)`
 * loads it (null: none of the shopper's), and once loaded `open` shows its details; otherwise the
 * `notFound` toast. Closing the details calls `clearLinked`, which drops the id from the address
 * (replacing the entry, so Back leaves the page). Signed out, the page's login gate comes back to
 * the same address.
 */
export function useLinkedItem<T>(
  useOne: (id: string | null) => UseQueryResult<T | null>,
  open: (item: T) => void,
  notFound: string,
): { linked: boolean; clearLinked: () => void } {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const item = useOne(id);
  const clearLinked = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger
  useEffect(() => {
    if (item.data) open(item.data);
    else if (item.data === null || item.isError) {
      toast.error(notFound, undefined, { id: 'linked-item' });
      clearLinked();
    }
  }, [item.data, item.isError]);
  return { linked: id !== null, clearLinked };
}
