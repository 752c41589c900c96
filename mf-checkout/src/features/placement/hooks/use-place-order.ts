import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { bus, SUPPORT_EMAIL, toast } from 'shared';
import {
  type CartItem,
  type DiscountResult,
  isWellFormedPincode,
  itemNumber,
  ORDER_MESSAGES,
  type PaymentMethod,
  type PaymentRequest,
  type Profile,
  profilePincodeProblem,
} from 'shared/contracts';
import { pincodeQueryOptions } from 'shared/kit';
import { randomUuid } from '../../../lib/uuid';
import { cartKeys } from '../../cart';
import { useDiscount } from '../../discount';
import { ordersKeys } from '../../orders';
import { PlaceOrderError, placeOrder } from '../api/place-order';
import { saveLastOrder } from '../lib/order-session';
import { type Blocker, pinBlocker, placementBlocker } from '../lib/placement-checks';

export interface PlaceOrderInput {
  userId: string;
  profileStatus: 'pending' | 'error' | 'success';
  profile: Profile | null;
  items: readonly CartItem[];
  /** How the shopper pays (docs/product.md#payments), sent as `payment_method`. */
  paymentMethod: PaymentMethod;
  /** Called for a check that stops the order (toast already shown). */
  onBlocked?: (blocker: Blocker) => void;
}

/** What an order was placed with: the summary behind the confirmation keeps showing it. */
export interface PlacedOrder {
  orderId: string;
  /** What the shopper reads and types: 'GG-26-7K3M9Q' (absent from an older server). */
  displayNumber?: string;
  items: readonly CartItem[];
  discount: DiscountResult | null;
  paymentMethod: PaymentMethod;
  /** Online orders: the payment to make (absent if the server sent none: Retry payment asks again). */
  payment?: PaymentRequest;
}

type SentOrder = Omit<PlacedOrder, 'orderId' | 'displayNumber' | 'payment'>;

/** Same products and quantities, in any order. */
function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((item) => [item.id, item.quantity]));
  return b.every((item) => quantities.get(item.id) === item.quantity);
}

/**
 * Place Order (docs/product.md#orders): the checks in order, then the `orders` call under a
 * processing state; `submit` answers the placed order (null when it was not placed), whose online
 * payment the page then takes (docs/product.md#payments). The idempotency key is made once per checkout attempt and reused until an order
 * is confirmed, so a retry after a lost answer or a double click creates one order.
 *
 * An attempt whose outcome is unknown (the network failed or the answer was lost: the order may
 * exist and the database cart may already be empty) is kept as `unconfirmed`: the summary keeps
 * showing what the shopper confirmed, and Place Order sends it again under the same key, which
 * answers the order if it was placed. A cart changed since (other products) is a new attempt.
 */
export function usePlaceOrder({
  userId,
  profileStatus,
  profile,
  items,
  paymentMethod,
  onBlocked,
}: PlaceOrderInput) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [sent, setSent] = useState<SentOrder | null>(null);
  // The unknown attempt still stands while the cart is empty (placed?) or unchanged.
  const unconfirmed = sent && (items.length === 0 || sameLines(items, sent.items)) ? sent : null;

  const block = useCallback(
    (blocker: Blocker) => {
      toast.error(blocker.title, blocker.description);
      onBlocked?.(blocker);
    },
    [onBlocked],
  );

  const submit = useCallback(async (): Promise<PlacedOrder | null> => {
    if (inFlight.current) return null;
    if (sent && !unconfirmed) {
      // The shopper changed the cart after an attempt with an unknown outcome: a new attempt.
      attemptKey.current = null;
      setSent(null);
    }
    const orderItems = unconfirmed?.items ?? items;
    const blocker = placementBlocker({ profileStatus, profile, items: orderItems });
    if (blocker || !profile) {
      if (blocker) block(blocker);
      return null;
    }
    // Sent again as first sent: the same key must carry the same order.
    const discount = unconfirmed ? unconfirmed.discount : useDiscount.getState().applied;
    const method = unconfirmed ? unconfirmed.paymentMethod : paymentMethod;
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
        return null;
      }
      attemptKey.current ??= randomUuid();
      const discountCode = discount?.discountCode ?? null;
      const { orderId, displayNumber, payment } = await placeOrder({
        cartItems: orderItems.map(({ id, quantity }) => ({ id, quantity })),
        userProfile: {
          id: userId,
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          address: { ...profile.address },
        },
        discountCode,
        idempotencyKey: attemptKey.current,
        payment_method: method,
      });
      attemptKey.current = null;
      setSent(null);
      saveLastOrder(orderId, displayNumber);
      // The code is used up (docs/product.md#discount-codes): forgotten here and in every tab; the
      // summary keeps `placed`.
      useDiscount.getState().clear();
      bus.emit('order:placed', { orderId });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      toast.info(
        'Need help with this order?',
        `Write to ${SUPPORT_EMAIL} or use Support with order number ${itemNumber({ id: orderId, display_number: displayNumber })}.`,
        { id: `order-support-${orderId}`, duration: null },
      );
      const order: PlacedOrder = {
        orderId,
        ...(displayNumber ? { displayNumber } : {}),
        items: orderItems,
        discount,
        paymentMethod: method,
        ...(payment ? { payment } : {}),
      };
      setPlaced(order);
      return order;
    } catch (error) {
      toast.error(
        ORDER_MESSAGES.failedToast,
        error instanceof Error ? error.message : ORDER_MESSAGES.unknownError,
      );
      if (error instanceof PlaceOrderError && !error.outcomeUnknown) {
        // A refusal may come from a cart changed elsewhere (or sold-out stock): show the truth.
        setSent(null);
        void queryClient.invalidateQueries({ queryKey: cartKeys.list(userId) });
      } else {
        // Maybe placed: keep what was sent, to send it again under the same key.
        setSent({ items: orderItems, discount, paymentMethod: method });
      }
      return null;
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }, [block, items, paymentMethod, profile, profileStatus, queryClient, userId, sent, unconfirmed]);

  return { submit, processing, orderId: placed?.orderId ?? null, placed, unconfirmed };
}
