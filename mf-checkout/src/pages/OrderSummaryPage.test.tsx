import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setSupabaseForTests } from 'shared';
import {
  codAboveLimitMessage,
  type DiscountResult,
  PAYMENT_MESSAGES,
  unpaidUnitsLimitMessage,
} from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '../features/cart/api/get-cart';
import { SAVED_DISCOUNT_KEY } from '../features/discount/saved-code';
import { useDiscount } from '../features/discount/store';
import { resetCheckoutLoaderForTests } from '../features/payment/lib/load-checkout';
import {
  COMPLETE_PROFILE,
  collect,
  createFakeBackend,
  displayNumberFor,
  type FakeBackend,
  installFakeRazorpay,
  MUMBAI,
  product,
  renderApp,
  signIn,
  signOut,
} from '../test-utils';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { OrderSummaryPage } from './OrderSummaryPage';

let fake: FakeBackend;

let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  fake.state.cart = [product(1, { quantity: 2 }), product(2)];
  toasts = collect('toast');
  signIn();
  sessionStorage.clear();
});
afterEach(() => {
  toasts.stop();
  signOut();
  useDiscount.getState().clear();
});

const toastTexts = () => toasts.list.map((t) => [t.title, t.description].filter(Boolean).join(' | '));

/** The summary, with cash on delivery chosen unless `online` (its orders end in the confirmation dialog). */
async function openSummary({ online = false }: { online?: boolean } = {}) {
  const user = userEvent.setup();
  const view = renderApp(<OrderSummaryPage />, { route: '/checkout/order-summary' });
  await screen.findAllByTestId('summary-item');
  const card = screen.getByTestId('profile-card');
  await within(card).findByText('Asha Rao');
  if (!online) await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
  const placeOrder = () => user.click(screen.getByRole('button', { name: 'Place Order' }));
  return { user, card, placeOrder, ...view };
}

describe('OrderSummaryPage', () => {
  it('is step 2 with a link back to the cart, the profile card, the items and the total', async () => {
    const { card } = await openSummary();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe(
      '/checkout/cart-details',
    );
    for (const text of [
      'Asha Rao',
      'asha@example.com',
      '9876543210',
      '12 Marine Drive',
      'Mumbai, Maharashtra - 400001',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,600.00');
  });

  it('shows the price breakup (items, shipping Free, total inclusive of GST) and the returns link before Place Order', async () => {
    await openSummary();
    const totals = screen.getByTestId('cart-totals');
    // 2 units of product 1 and 1 of product 2.
    expect(within(totals).getByText('Items (3)').nextElementSibling?.textContent).toBe('₹3,600.00');
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(screen.getByTestId('tax-note').textContent).toBe('Total inclusive of GST');
    const returns = screen.getByRole('link', { name: 'Returns and refunds' });
    expect(returns.getAttribute('href')).toBe('/returns-and-refunds');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(returns.compareDocumentPosition(placeOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Edit opens the profile dialog through the bus', async () => {
    const opens = collect('profile:open');
    const { user, card } = await openSummary();
    await user.click(within(card).getByRole('button', { name: 'Edit profile' }));
    expect(opens.list).toHaveLength(1);
    opens.stop();
  });

  it("stops an incomplete profile with 'Profile incomplete' and moves to the card", async () => {
    fake.state.profileRow = { ...COMPLETE_PROFILE, mobile: null };
    const opens = collect('profile:open');
    const { user, card, placeOrder } = await openSummary();
    const banner = await within(card).findByRole('button', {
      name: 'Please complete your profile information. Click to edit.',
    });
    await placeOrder();
    expect(toastTexts()).toContain('Profile incomplete | Please complete your profile first.');
    expect(document.activeElement).toBe(card);
    expect(fake.callsTo('orders')).toHaveLength(0);
    await user.click(banner);
    expect(opens.list).toHaveLength(1);
    opens.stop();
  });

  it('shows the service-area warning for a PIN outside the area and refuses the order', async () => {
    fake.state.pincode = () => ({ ...MUMBAI, city: 'Bengaluru', isServiceAvailable: false, message: 'no' });
    const { card, placeOrder } = await openSummary();
    const banner = await within(card).findByTestId('pin-banner');
    expect(banner.textContent).toContain('Service Area Warning');
    expect(banner.textContent).toContain('Service is unavailable for the PIN code in your profile.');
    expect(toastTexts()).toContain(
      'Service Unavailable | Service is unavailable for the PIN code in your profile.',
    );
    await placeOrder();
    expect(fake.callsTo('orders')).toHaveLength(0);
  });

  it("says 'Validation Error' when the PIN cannot be checked, with Try Again", async () => {
    fake.state.pincode = () => 'error';
    const { user, card } = await openSummary();
    const banner = await within(card).findByTestId('pin-banner');
    expect(toastTexts()).toContain(
      'Validation Error | Could not verify PIN code serviceability. Please try again.',
    );
    fake.state.pincode = () => MUMBAI;
    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(card).queryByTestId('pin-banner')).toBeNull());
  });

  it("shows 'Could not load profile.' with Retry", async () => {
    fake.state.profileError = { message: 'boom' };
    const user = userEvent.setup();
    renderApp(<OrderSummaryPage />);
    const card = await screen.findByTestId('profile-card');
    expect(await within(card).findByText('Could not load profile.')).toBeTruthy();
    fake.state.profileError = null;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Asha Rao')).toBeTruthy();
  });

  it('places the order once however often it is clicked, then confirms with the id', async () => {
    const applied: DiscountResult = {
      isValid: true,
      discountCode: 'WELCOME10',
      rate: 0.1,
      type: 'percentage',
      calculatedDiscountAmount: 360,
      message: '',
    };
    useDiscount.getState().apply(applied, 3600);
    const placed = collect('order:placed');
    const { user } = await openSummary();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('₹3,240.00'));
    const release = fake.hold();
    const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    // A double click lands before React re-renders the disabled button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Placing your order...' })).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    release();

    const modal = await screen.findByRole('dialog', { name: 'Order Placed Successfully!' });
    const shown = within(modal).getByTestId('confirmation-order-id');
    const orderId = shown.dataset.orderId ?? '';
    expect(orderId).toMatch(/^a1b2c3d4-/);
    expect(shown.textContent).toBe(displayNumberFor(orderId));
    expect(within(modal).getByText('Your order number')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const calls = fake.callsTo('orders');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      cartItems: [
        { id: product(1).id, quantity: 2 },
        { id: product(2).id, quantity: 1 },
      ],
      discountCode: 'WELCOME10',
      userProfile: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
      payment_method: 'cod',
    });
    expect(String(calls[0]?.body?.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('lastOrderId')).toBe(orderId);
    expect(sessionStorage.getItem('orderPlaced')).toBe('true');
    expect(useDiscount.getState().applied).toBeNull();
    // The code is used up (no tab keeps it), yet the summary behind the confirmation still
    // shows what was charged.
    expect(localStorage.getItem(SAVED_DISCOUNT_KEY)).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,240.00');
    expect(screen.getAllByTestId('summary-item')).toHaveLength(2);
    expect(placed.list).toEqual([{ orderId }]);
    const support = toasts.list.find((t) => t.title === 'Need help with this order?');
    expect(support?.duration).toBeNull();
    expect(support?.description).toContain(`order number ${displayNumberFor(orderId)}.`);

    await user.click(within(modal).getByRole('button', { name: 'Copy order number' }));
    expect(within(modal).getByRole('button', { name: 'Order number copied' }).textContent).toContain(
      'Copied!',
    );

    const counts = collect('cart:changed');
    await user.click(within(modal).getByRole('button', { name: 'View My Orders' }));
    expect(screen.getByTestId('location').textContent).toBe('/order-history');
    expect(counts.list[0]).toEqual({ count: 0 });
    expect(sessionStorage.getItem('orderConfirmationPending')).toBeNull();
    counts.stop();
    placed.stop();
  });

  it('retries a failed attempt with the same idempotency key', async () => {
    const { placeOrder } = await openSummary();
    fake.replyOnce('orders', {
      status: 409,
      body: {
        success: false,
        message: 'Only 1 left in stock for Product 1.',
        error: 'Only 1 left in stock for Product 1.',
      },
    });
    await placeOrder();
    await waitFor(() => expect(toastTexts()).toContain('Order Failed | Only 1 left in stock for Product 1.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await placeOrder();
    await screen.findByRole('dialog', { name: 'Order Placed Successfully!' });
    const [first, second] = fake.callsTo('orders');
    expect(second?.body?.idempotencyKey).toBe(first?.body?.idempotencyKey);
  });

  it("shows a refusal for the unpaid order limits (422) under 'Order Failed', with no confirmation", async () => {
    const { placeOrder } = await openSummary();
    const message = unpaidUnitsLimitMessage('Product 1', 5);
    fake.replyOnce('orders', { status: 422, body: { success: false, message, error: message } });
    await placeOrder();
    await waitFor(() => expect(toastTexts()).toContain(`Order Failed | ${message}`));
    expect(screen.queryByRole('dialog', { name: 'Order Placed Successfully!' })).toBeNull();
    expect(screen.getAllByTestId('summary-item')).toHaveLength(2);
  });

  it('an answer lost after the order was placed: the summary keeps what was sent, Place Order again answers that order', async () => {
    const { placeOrder, queryClient } = await openSummary();
    // The server places the order (and empties the cart), but the answer never arrives.
    let placedKey: unknown = null;
    fake.state.placeOrder = (body) => {
      if (placedKey === null) {
        placedKey = body.idempotencyKey;
        fake.state.cart = [];
        return 'network';
      }
      return body.idempotencyKey === placedKey
        ? { status: 200, body: { success: true, orderId: 'a1b2c3d4-0000-4000-8000-000000000077' } }
        : { status: 400, body: { success: false, message: 'Your cart is empty' } };
    };
    await placeOrder();
    await waitFor(() =>
      expect(toastTexts()).toContain('Order Failed | Failed to communicate with order service.'),
    );
    // The cart is read again meanwhile (another tab, a refetch): the database cart is empty.
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    await waitFor(() => expect(fake.callsTo('cart').length).toBeGreaterThan(1));
    expect(screen.getAllByTestId('summary-item')).toHaveLength(2);
    expect(screen.queryByText('Your cart is empty')).toBeNull();

    await placeOrder();
    const modal = await screen.findByRole('dialog', { name: 'Order Placed Successfully!' });
    // An answer without a display number (an older server): the id stands for it.
    expect(within(modal).getByTestId('confirmation-order-id').textContent).toBe(
      'a1b2c3d4-0000-4000-8000-000000000077',
    );
    expect(within(modal).getByTestId('confirmation-order-id').dataset.orderId).toBe(
      'a1b2c3d4-0000-4000-8000-000000000077',
    );
    const [first, second] = fake.callsTo('orders');
    expect(second?.body?.idempotencyKey).toBe(first?.body?.idempotencyKey);
    expect(second?.body?.cartItems).toEqual(first?.body?.cartItems);
  });

  it('a cart changed after an attempt with a lost answer is a new attempt with a new key', async () => {
    const { placeOrder, queryClient } = await openSummary();
    fake.replyOnce('orders', 'network');
    await placeOrder();
    await waitFor(() =>
      expect(toastTexts()).toContain('Order Failed | Failed to communicate with order service.'),
    );
    fake.state.cart = [product(1, { quantity: 2 }), product(2), product(3)];
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    await waitFor(() => expect(screen.getAllByTestId('summary-item')).toHaveLength(3));

    await placeOrder();
    await screen.findByRole('dialog', { name: 'Order Placed Successfully!' });
    const [first, second] = fake.callsTo('orders');
    expect(second?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey);
    expect(second?.body?.cartItems).toHaveLength(3);
  });

  it.each([
    ['the network fails', 'network' as const, 'Failed to communicate with order service.'],
    [
      'the server crashes',
      { status: 500, body: { error: 'Internal error' } },
      'Failed to communicate with order service.',
    ],
    [
      'the answer is malformed',
      { status: 200, body: { ok: 1 } },
      'Order creation failed: Invalid response from server.',
    ],
  ])("says 'Order Failed' when %s", async (_case, reply, message) => {
    const { placeOrder } = await openSummary();
    fake.replyOnce('orders', reply);
    await placeOrder();
    await waitFor(() => expect(toastTexts()).toContain(`Order Failed | ${message}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Your cart is empty' without items", async () => {
    fake.state.cart = [];
    renderApp(<OrderSummaryPage />);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});

describe('OrderSummaryPage: payment (docs/product.md#payments)', () => {
  let razorpay: ReturnType<typeof installFakeRazorpay>;
  beforeEach(() => {
    razorpay = installFakeRazorpay();
  });
  afterEach(() => {
    razorpay.uninstall();
    resetCheckoutLoaderForTests();
    vi.restoreAllMocks();
  });

  /** The summary and the confirmation page, as the shell routes them. */
  async function openCheckout() {
    const user = userEvent.setup();
    const view = renderApp(
      <Routes>
        <Route path="/checkout/order-summary" element={<OrderSummaryPage />} />
        <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
      </Routes>,
      { route: '/checkout/order-summary' },
    );
    await screen.findAllByTestId('summary-item');
    await within(screen.getByTestId('profile-card')).findByText('Asha Rao');
    const placeOrder = () => user.click(screen.getByRole('button', { name: 'Place Order' }));
    return { user, placeOrder, ...view };
  }

  const placements = () => fake.callsTo('orders').filter((c) => c.body && 'cartItems' in c.body);
  const location = () => screen.getByTestId('location').textContent;

  it("offers 'Pay online' (chosen) and 'Cash on delivery' before Place Order, and sends the choice", async () => {
    const { user, placeOrder } = await openCheckout();
    const group = screen.getByRole('group', { name: 'Payment' });
    expect((within(group).getByRole('radio', { name: 'Pay online' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('UPI, cards, netbanking, wallets')).toBeTruthy();
    expect(within(group).getByText('Pay when it arrives. Orders up to ₹50,000.')).toBeTruthy();
    // The payment step comes before Place Order.
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(group.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(group).getByRole('radio', { name: 'Cash on delivery' }));
    await placeOrder();
    await screen.findByRole('dialog', { name: 'Order Placed Successfully!' });
    expect(placements()[0]?.body?.payment_method).toBe('cod');
    expect(razorpay.opened).toHaveLength(0);
  });

  it('disables cash on delivery above ₹50,000 with the reason, and orders online', async () => {
    fake.state.cart = [product(60)]; // ₹54,000
    const { placeOrder } = await openCheckout();
    const cod = screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement;
    expect(cod.disabled).toBe(true);
    expect(screen.getByText(codAboveLimitMessage(50_000))).toBeTruthy();
    await placeOrder();
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(placements()[0]?.body?.payment_method).toBe('online');
  });

  it("shows the server's refusal of cash on delivery under 'Order Failed'", async () => {
    const { user, placeOrder } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    const message = codAboveLimitMessage(50_000);
    fake.replyOnce('orders', { status: 422, body: { success: false, message } });
    await placeOrder();
    await waitFor(() => expect(toastTexts()).toContain(`Order Failed | ${message}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('online: places the order, opens Checkout, verifies the payment, then confirms it paid', async () => {
    const { placeOrder } = await openCheckout();
    await placeOrder();
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    const [placed] = placements();
    expect(placed?.body?.payment_method).toBe('online');
    const orderId = String(fake.state.orders[0]?.id);
    const { options } = razorpay.last();
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: `order_${orderId.slice(0, 8)}`,
      amount: 360_000,
      currency: 'INR',
      name: 'GameGear India',
      description: `Order #${displayNumberFor(orderId)}`,
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });
    // No confirmation dialog for an order still to be paid.
    expect(screen.queryByRole('dialog', { name: 'Order Placed Successfully!' })).toBeNull();

    const release = fake.hold();
    act(() => razorpay.last().pay({ razorpay_payment_id: 'pay_UPI42' }));
    expect(await screen.findByRole('alertdialog', { name: PAYMENT_MESSAGES.verifying })).toBeTruthy();
    release();

    await waitFor(() => expect(location()).toBe('/order-confirmation'));
    expect(fake.callsTo('verify-payment').map((c) => c.body)).toEqual([
      {
        razorpay_order_id: `order_${orderId.slice(0, 8)}`,
        razorpay_payment_id: 'pay_UPI42',
        razorpay_signature: 'sig_TEST123',
      },
    ]);
    expect(screen.getByTestId('confirmation-order-id').textContent).toBe(displayNumberFor(orderId));
    expect(screen.getByTestId('confirmation-order-id').dataset.orderId).toBe(orderId);
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    expect(screen.getByTestId('payment-method').textContent).toBe('Pay online');
    const notice = screen.getByTestId('payment-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(PAYMENT_MESSAGES.paid);
    expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
    expect(placements()).toHaveLength(1);
    expect(useDiscount.getState().applied).toBeNull();
  });

  it.each([
    ['fails, then the shopper closes Checkout', PAYMENT_MESSAGES.failed, 'payment-alert', true],
    ['is closed before paying', PAYMENT_MESSAGES.closed, 'payment-notice', false],
  ])(
    'online: when Checkout %s, the order awaits its payment with Retry payment, never a second order',
    async (_case, message, region, fails) => {
      const { user, placeOrder } = await openCheckout();
      await placeOrder();
      await waitFor(() => expect(razorpay.opened).toHaveLength(1));
      act(() => {
        if (fails) razorpay.last().fail('Payment declined');
        razorpay.last().dismiss();
      });
      await waitFor(() => expect(location()).toBe('/order-confirmation'));
      expect(screen.getByTestId(region).textContent).toBe(message);
      expect(await screen.findByText('Awaiting payment')).toBeTruthy();
      expect(screen.getByTestId('hold-message').textContent).toMatch(
        /^Please pay by .+: the items are held for you until then\.$/,
      );
      expect(fake.callsTo('verify-payment')).toHaveLength(0);

      // Retry payment pays the same order.
      await user.click(screen.getByRole('button', { name: 'Retry payment' }));
      await waitFor(() => expect(razorpay.opened).toHaveLength(2));
      const orderId = screen.getByTestId('confirmation-order-id').dataset.orderId;
      expect(fake.callsTo('orders').at(-1)?.body).toEqual({ orderId });
      expect(razorpay.last().options.description).toBe(`Order #${displayNumberFor(String(orderId))}`);
      act(() => razorpay.last().pay());
      await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toBe('Paid'));
      expect(screen.getByTestId('payment-notice').textContent).toBe(PAYMENT_MESSAGES.paid);
      expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
      expect(placements()).toHaveLength(1);
    },
  );

  it('online: when checkout.js cannot load, the order is kept and the confirmation offers Retry payment', async () => {
    razorpay.uninstall();
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    const { placeOrder } = await openCheckout();
    await placeOrder();
    await waitFor(() => expect(location()).toBe('/order-confirmation'));
    expect(screen.getByTestId('payment-alert').textContent).toBe(PAYMENT_MESSAGES.checkoutUnavailable);
    expect(await screen.findByRole('button', { name: 'Retry payment' })).toBeTruthy();
    expect(placements()).toHaveLength(1);
  });
});
