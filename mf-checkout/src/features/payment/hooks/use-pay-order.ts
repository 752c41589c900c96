import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSession } from 'shared';
import { PAYMENT_MESSAGES, type PaymentRequest, type PaymentStatus } from 'shared/contracts';
import { profileQueryOptions } from 'shared/kit';
import { useTheme } from 'styled-components';
import { ordersKeys } from '../../orders';
import { payExistingOrder } from '../api/pay-order';
import { verifyPayment } from '../api/verify-payment';
import { loadCheckout } from '../lib/load-checkout';
import { type CheckoutPrefill, openCheckout } from '../lib/open-checkout';

/**
 * Where a payment is: `starting` (asking for the payment, loading Checkout), `checkout` (Razorpay
 * Checkout is open), `verifying` (the server checks the payment: PAYMENT_MESSAGES.verifying).
 */
export type PayPhase = 'idle' | 'starting' | 'checkout' | 'verifying';

/** How a payment attempt ended; `message` is what to tell the shopper. */
export type PayResult =
  | { outcome: 'paid'; orderId: string; paymentStatus: PaymentStatus; message: string }
  | {
      /**
       * `failed`: an attempt failed in Checkout; `closed`: Checkout closed unpaid; `unavailable`:
       * Checkout could not be loaded or opened; `refused`: the server would not take a payment for
       * the order (hold ended, not payable, ...); `unverified`: paid in Checkout, but the server
       * did not confirm it.
       */
      outcome: 'failed' | 'closed' | 'unavailable' | 'refused' | 'unverified';
      orderId: string;
      message: string;
    };

export interface PayInput {
  orderId: string;
  /** Its display number ('GG-26-7K3M9Q'), how Checkout names the order. */
  orderNumber?: string | null;
  /** From the placement's answer; without it `orders` is asked for one (Retry payment). */
  payment?: PaymentRequest;
  /** Called just before Checkout opens (close a dialog of ours: Checkout opens over the page). */
  beforeCheckout?: () => void;
}

async function profilePrefill(queryClient: QueryClient, userId: string | null): Promise<CheckoutPrefill> {
  if (!userId) return {};
  const data = await queryClient.fetchQuery(profileQueryOptions(userId)).catch(() => null);
  const profile = data?.profile;
  return profile ? { name: profile.name, email: profile.email, contact: profile.phone } : {};
}

/**
 * Pays for an order with Razorpay Checkout (docs/product.md#payments): the payment request (from
 * the placement, or `orders` with `{ orderId }`), checkout.js loaded on first use, Checkout
 * prefilled from the profile, then `verify-payment` with the handler's answer. One payment at a
 * time; never places an order. The orders (list, details, timelines) are re-read afterwards.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);
  const color = useTheme()?.colors?.primary;
  const [phase, setPhase] = useState<PayPhase>('idle');
  const inFlight = useRef(false);

  const pay = useCallback(
    async ({ orderId, orderNumber, payment, beforeCheckout }: PayInput): Promise<PayResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPhase('starting');
      try {
        let request = payment;
        if (!request) {
          try {
            request = await payExistingOrder(orderId);
          } catch (error) {
            return { outcome: 'refused', orderId, message: messageOf(error, PAYMENT_MESSAGES.notPayable) };
          }
        }
        const [Razorpay, prefill] = await Promise.all([
          loadCheckout().catch(() => null),
          profilePrefill(queryClient, userId),
        ]);
        if (!Razorpay)
          return { outcome: 'unavailable', orderId, message: PAYMENT_MESSAGES.checkoutUnavailable };
        beforeCheckout?.();
        setPhase('checkout');
        let session: Awaited<ReturnType<typeof openCheckout>>;
        try {
          session = await openCheckout(Razorpay, { orderId, orderNumber, payment: request, prefill, color });
        } catch {
          return { outcome: 'unavailable', orderId, message: PAYMENT_MESSAGES.checkoutUnavailable };
        }
        if (session.outcome === 'closed')
          return { outcome: 'closed', orderId, message: PAYMENT_MESSAGES.closed };
        if (session.outcome === 'failed') return { outcome: 'failed', orderId, message: session.message };
        setPhase('verifying');
        try {
          const verified = await verifyPayment(session.response);
          return {
            outcome: 'paid',
            orderId,
            paymentStatus: verified.paymentStatus,
            message: PAYMENT_MESSAGES.paid,
          };
        } catch (error) {
          return { outcome: 'unverified', orderId, message: messageOf(error, PAYMENT_MESSAGES.verifyFailed) };
        }
      } finally {
        inFlight.current = false;
        setPhase('idle');
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      }
    },
    [color, queryClient, userId],
  );

  return { pay, phase, busy: phase !== 'idle' };
}

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
