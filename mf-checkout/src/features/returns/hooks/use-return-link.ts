import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'shared';
import { LINKED_REQUEST_NOT_FOUND } from 'shared/contracts';
import { getReturnOrderId } from '../api/get-return-order';

/**
 * The return e-mails link to `/order-history?return={request id}`: the request's order is looked
 * up and the address becomes `?id={order id}`, which opens that order's details (useLinkedItem),
 * where the request shows under its item. A request that is not the shopper's says so.
 */
export function useReturnLink(): void {
  const [params, setParams] = useSearchParams();
  const returnId = params.get('return');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    if (!returnId) return;
    let live = true;
    const replace = (orderId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('return');
          if (orderId) next.set('id', orderId);
          return next;
        },
        { replace: true },
      );
    getReturnOrderId(returnId).then(
      (orderId) => {
        if (!live) return;
        if (!orderId) toast.error(LINKED_REQUEST_NOT_FOUND, undefined, { id: 'linked-item' });
        replace(orderId);
      },
      () => {
        if (!live) return;
        toast.error(LINKED_REQUEST_NOT_FOUND, undefined, { id: 'linked-item' });
        replace(null);
      },
    );
    return () => {
      live = false;
    };
  }, [returnId]);
}
