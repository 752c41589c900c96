import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { bus, SUPPORT_EMAIL, shortId, toast } from 'shared';
import { type CartItem, ORDER_MESSAGES, type Profile, profilePincodeProblem } from 'shared/contracts';
import { randomUuid } from '../../../lib/uuid';
import { cartKeys } from '../../cart/api/get-cart';
import { useDiscount } from '../../discount/store';
import { ordersKeys } from '../../orders/api/get-user-orders';
import { placeOrder } from '../api/place-order';
import { isWellFormedPincode, pincodeQueryOptions } from '../api/validate-pincode';
import { saveLastOrder } from '../lib/order-session';
import { type Blocker, pinBlocker, placementBlocker } from '../lib/placement-checks';

export interface PlaceOrderInput {
  userId: string;
  profileStatus: 'pending' | 'error' | 'success';
  profile: Profile | null;
  items: readonly CartItem[];
  /** Called for a check that stops the order (toast already shown). */
  onBlocked?: (blocker: Blocker) => void;
}

/**
 * Place Order (spec §4, §5): the checks in order, then the `orders` call under a processing
 * state. The idempotency key is made once per checkout attempt and reused until an order is
 * confirmed, so a retry after a lost answer or a double click creates one order.
 */
export function usePlaceOrder({ userId, profileStatus, profile, items, onBlocked }: PlaceOrderInput) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);

  const block = useCallback(
    (blocker: Blocker) => {
      toast.error(blocker.title, blocker.description);
      onBlocked?.(blocker);
    },
    [onBlocked],
  );

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const blocker = placementBlocker({ profileStatus, profile, items });
    if (blocker || !profile) {
      if (blocker) block(blocker);
      return;
    }
    inFlight.current = true;
    setProcessing(true);
    try {
      const zip = profile.address.zip.trim();
      const lookup = isWellFormedPincode(zip)
        ? await queryClient.fetchQuery(pincodeQueryOptions(zip)).catch(() => null)
        : null;
      const pin = pinBlocker(profilePincodeProblem(zip, lookup));
      if (pin) {
        block(pin);
        return;
      }
      attemptKey.current ??= randomUuid();
      const discountCode = useDiscount.getState().applied?.discountCode ?? null;
      const placed = await placeOrder({
        cartItems: items.map(({ id, quantity }) => ({ id, quantity })),
        userProfile: {
          id: userId,
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          address: { ...profile.address },
        },
        discountCode,
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      saveLastOrder(placed);
      useDiscount.getState().clear();
      bus.emit('order:placed', { orderId: placed });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      toast.info(
        'Need help with this order?',
        `Write to ${SUPPORT_EMAIL} or use Support with order ID ${shortId(placed)}.`,
        { id: `order-support-${placed}`, duration: null },
      );
      setOrderId(placed);
    } catch (error) {
      toast.error(
        ORDER_MESSAGES.failedToast,
        error instanceof Error ? error.message : ORDER_MESSAGES.unknownError,
      );
      // A refusal may come from a cart changed elsewhere (or sold-out stock): show the truth.
      void queryClient.invalidateQueries({ queryKey: cartKeys.list(userId) });
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }, [block, items, profile, profileStatus, queryClient, userId]);

  return { submit, processing, orderId };
}
