import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared';
import { type OrderRow, ordersKeys } from '../../orders';
import { cancelOrder } from '../api/cancel-order';

export interface CancelOrderInput {
  orderId: string;
  reason: string;
}

/**
 * `cancel_my_order` for one of the shopper's orders. On success the order's cached copy takes the
 * new statuses at once, and the order list, that order and its timeline are read again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 'anonymous');
  return useMutation({
    mutationFn: ({ orderId, reason }: CancelOrderInput) => cancelOrder(orderId, reason),
    onSuccess: (answer, { orderId }) => {
      if (answer) {
        queryClient.setQueryData<OrderRow | null>(ordersKeys.one(userId, orderId), (order) =>
          order
            ? { ...order, order_status: answer.order_status, payment_status: answer.payment_status }
            : order,
        );
      }
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}
