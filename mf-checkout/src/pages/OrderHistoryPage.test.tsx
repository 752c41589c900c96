import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import {
  formatIndiaDateTime,
  holdEndsMessage,
  type ItemEvent,
  type Order,
  PAYMENT_MESSAGES,
} from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCheckoutLoaderForTests } from '../features/payment/lib/load-checkout';
import {
  collect,
  createFakeBackend,
  displayNumberFor,
  type FakeBackend,
  installFakeRazorpay,
  renderApp,
  sampleOrder,
  signIn,
  signOut,
} from '../test-utils';
import { OrderHistoryPage } from './OrderHistoryPage';

let fake: FakeBackend;

const idOf = (n: number) => `${String(n).padStart(8, '0')}-e5f6-4a7b-8c9d-0123456789ab`;
/** Order n's display number, as the fake gives it. */
const numOf = (n: number) => displayNumberFor(idOf(n));
const orderN = (n: number, over: Partial<Order> = {}) => sampleOrder({ id: idOf(n), ...over });

let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

const cards = () => screen.queryAllByTestId('order-card').map((c) => c.querySelector('strong')?.textContent);

async function openHistory() {
  const user = userEvent.setup();
  renderApp(<OrderHistoryPage />, { route: '/order-history' });
  return { user };
}

describe('OrderHistoryPage', () => {
  it('lists active orders 5 per page, each named by its order number', async () => {
    fake.state.orders = [
      ...Array.from({ length: 6 }, (_, i) => orderN(i + 1, { order_status: 'processing' })),
      orderN(7, { order_status: 'delivered' }),
    ];
    const { user } = await openHistory();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards()[0]).toBe(`Order #${numOf(1)}`);
    expect(screen.getByRole('tab', { name: 'Active Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(fake.state.rpcCalls[0]).toEqual({
      name: 'get_user_orders',
      args: { p_page_number: 1, p_page_size: 5, p_status_group: 'active', p_search: null },
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toEqual([`Order #${numOf(6)}`]));

    await user.click(screen.getByRole('tab', { name: 'Completed Orders' }));
    await waitFor(() => expect(cards()).toEqual([`Order #${numOf(7)}`]));
    expect(fake.state.rpcCalls.at(-1)?.args).toMatchObject({ p_page_number: 1, p_status_group: 'completed' });
  });

  it('colours statuses and greys unknown ones', async () => {
    fake.state.orders = [orderN(1, { order_status: 'shipped' }), orderN(2, { order_status: 'on hold' })];
    // 'on hold' is in no tab on the server; the fake lists it only without a group, so ask for all.
    fake.client.rpc.mockImplementationOnce(async () => ({
      data: { orders: fake.state.orders, totalCount: 2 },
      error: null,
    }));
    await openHistory();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const badges = screen.getAllByTestId('order-status').map((b) => b.textContent);
    expect(badges).toEqual(['Shipped', 'On Hold']);
  });

  it('searches (debounced) and says when nothing matches', async () => {
    fake.state.orders = [orderN(1), orderN(2)];
    const { user } = await openHistory();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '00000002');
    await waitFor(() => expect(cards()).toEqual([`Order #${numOf(2)}`]));
    expect(fake.state.rpcCalls.at(-1)?.args.p_search).toBe('00000002');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zz');
    expect(await screen.findByText('No matching orders found')).toBeTruthy();
  });

  it('finds an order by its number', async () => {
    fake.state.orders = [orderN(1), orderN(2)];
    const { user } = await openHistory();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search orders' }).getAttribute('placeholder')).toBe(
      'Search by order number, product or status',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), numOf(2));
    await waitFor(() => expect(cards()).toEqual([`Order #${numOf(2)}`]));
  });

  it("says 'No orders yet' without orders", async () => {
    await openHistory();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it("shows 'Error Loading Orders' with Retry, and the toast", async () => {
    fake.state.ordersError = { message: 'timeout' };
    const { user } = await openHistory();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Orders')).toBeTruthy();
    expect(within(alert).getByText('Could not fetch order history.')).toBeTruthy();
    expect(toasts.list.map((t) => t.title)).toContain('Failed to load orders: timeout');
    fake.state.ordersError = null;
    fake.state.orders = [orderN(1)];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('opens the details: full id, items, summary, delivery remark, address and the support link', async () => {
    fake.state.orders = [orderN(1, { order_status: 'shipped', remark: 'Shipped by BlueDart, AWB 123' })];
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(sheet).getByTestId('order-number').textContent).toBe(numOf(1));
    expect(within(sheet).getByText('PlayStation 5')).toBeTruthy();
    expect(within(sheet).getByText('Discount (WELCOME10, 10% off)')).toBeTruthy();
    expect(within(sheet).getByText('₹55,773.00')).toBeTruthy();
    expect(within(sheet).getByTestId('delivery-info').textContent).toBe('Shipped by BlueDart, AWB 123');
    expect(within(sheet).getByText(/12 Marine Drive/)).toBeTruthy();
    expect(within(sheet).queryByRole('link', { name: /Review/ })).toBeNull();
    const support = within(sheet).getByRole('link', { name: /Get help with this order/ });
    expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain(`order #${numOf(1)}`);
  });

  it('names the courier and the tracking number once staff set them', async () => {
    fake.state.orders = [
      orderN(1, { order_status: 'shipped', courier: 'Delhivery', tracking_number: 'DL-1234567890' }),
    ];
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(sheet).getByTestId('tracking').textContent).toBe(
      'With Delhivery, tracking number DL-1234567890',
    );
  });

  it("offers 'Write Review' / 'Edit Review' for a delivered order's items", async () => {
    fake.state.orders = [orderN(1, { order_status: 'delivered' })];
    fake.state.reviewed.add('p2');
    const { user } = await openHistory();
    await user.click(screen.getByRole('tab', { name: 'Completed Orders' }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(sheet).getByTestId('delivery-info').textContent).toBe('Delivered on 21 Nov 2026');
    const edit = await within(sheet).findByRole('link', { name: 'Edit Review' });
    const write = within(sheet).getByRole('link', { name: 'Write Review' });
    expect(write.getAttribute('href')).toBe(`/review/order/${idOf(1)}`);
    expect(edit.getAttribute('href')).toBe(`/review/order/${idOf(1)}`);
  });

  it('alerts instead of linking to support when the order details are incomplete', async () => {
    fake.client.rpc.mockImplementationOnce(async () => ({
      data: { orders: [{ ...orderN(1), order_details: null }], totalCount: 1 },
      error: null,
    }));
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(sheet).getByText('Order details could not be loaded.')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Get help with this order' }));
    expect(
      within(sheet).getByText('Order details are incomplete. Cannot generate support message.'),
    ).toBeTruthy();
  });

  describe('the timeline', () => {
    const event = (id: number, from: string | null, to: string, at: string, remark: string | null = null) =>
      ({
        id,
        kind: 'order',
        item_id: idOf(1),
        from_status: from,
        to_status: to,
        remark,
        actor_role: from ? 'staff' : 'shopper',
        actor: null,
        created_at: at,
      }) satisfies ItemEvent;

    async function openDetails() {
      const { user } = await openHistory();
      await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(1)}`) }));
      const sheet = screen.getByRole('dialog', { name: 'Order Details' });
      return { user, sheet, timeline: await within(sheet).findByRole('region', { name: 'Timeline' }) };
    }

    it('lists every change, the latest first, with its date and the remark as safe markdown', async () => {
      fake.state.orders = [orderN(1, { order_status: 'shipped' })];
      fake.state.events.set(idOf(1), [
        event(1, null, 'pending', '2026-11-20T04:30:00+00:00'),
        event(2, 'pending', 'processing', '2026-11-20T09:15:00+00:00', 'Packed **today** <b>now</b>.'),
        event(3, 'processing', 'shipped', '2026-11-21T06:30:00+00:00'),
      ]);
      const { timeline } = await openDetails();
      const entries = await within(timeline).findAllByRole('listitem');
      expect(entries.map((li) => li.querySelector('strong')?.textContent)).toEqual([
        'Processing → to Shipped',
        'Pending → to Processing',
        'Order placed',
      ]);
      const times = entries.map((li) => li.querySelector('time'));
      expect(times.map((t) => t?.getAttribute('datetime'))).toEqual([
        '2026-11-21T06:30:00+00:00',
        '2026-11-20T09:15:00+00:00',
        '2026-11-20T04:30:00+00:00',
      ]);
      expect(times[1]?.textContent).toBe('20 Nov 2026, 2:45 pm');
      // Markdown is rendered; HTML a remark holds is not.
      expect((await within(timeline).findByText('today')).tagName).toBe('STRONG');
      expect(timeline.querySelector('b')).toBeNull();
      expect(fake.state.rpcCalls).toContainEqual({
        name: 'get_item_events',
        args: { p_kind: 'order', p_id: idOf(1) },
      });
    });

    it("tells a payment event (same status) by its remark, not as 'Payment Pending → Payment Pending'", async () => {
      fake.state.orders = [orderN(1, { order_status: 'pending' })];
      fake.state.events.set(idOf(1), [
        event(1, null, 'payment_pending', '2026-11-20T04:30:00+00:00'),
        event(
          2,
          'payment_pending',
          'payment_pending',
          '2026-11-20T04:31:00+00:00',
          'Payment failed: declined by the bank',
        ),
        event(3, 'payment_pending', 'pending', '2026-11-20T04:33:00+00:00'),
        event(
          4,
          'pending',
          'pending',
          '2026-11-20T04:33:01+00:00',
          'Payment received: ₹55,773.00 by UPI (pay_123)',
        ),
        event(5, 'pending', 'pending', '2026-11-20T04:40:00+00:00'),
      ]);
      const { timeline } = await openDetails();
      const entries = await within(timeline).findAllByRole('listitem');
      expect(entries.map((li) => li.querySelector('strong')?.textContent)).toEqual([
        'Pending',
        'Payment received: ₹55,773.00 by UPI (pay_123)',
        'Payment Pending → to Pending',
        'Payment failed: declined by the bank',
        'Order placed',
      ]);
      // The remark is the entry's title, not repeated below it.
      expect(within(entries[1] as HTMLElement).getAllByText(/Payment received/)).toHaveLength(1);
    });

    it("says 'No updates yet.' without events", async () => {
      fake.state.orders = [orderN(1)];
      const { timeline } = await openDetails();
      expect(await within(timeline).findByText('No updates yet.')).toBeTruthy();
    });

    it('shows the failure with Retry, and the events after it', async () => {
      fake.state.orders = [orderN(1)];
      fake.state.eventsError = { message: 'timeout' };
      const { user, timeline } = await openDetails();
      const alert = await within(timeline).findByRole('alert');
      expect(within(alert).getByText('Could not load the updates')).toBeTruthy();
      expect(within(alert).getByText('timeout')).toBeTruthy();
      fake.state.eventsError = null;
      fake.state.events.set(idOf(1), [event(1, null, 'pending', '2026-11-20T04:30:00+00:00')]);
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(timeline).findByText('Order placed')).toBeTruthy();
    });
  });

  describe("the e-mails' link (/order-history?id=)", () => {
    it('opens that order’s details in its tab, and closing drops the id', async () => {
      fake.state.orders = [
        ...Array.from({ length: 6 }, (_, i) => orderN(i + 2, { order_status: 'processing' })),
        orderN(1, { order_status: 'delivered' }),
      ];
      const user = userEvent.setup();
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${idOf(1)}` });
      const sheet = await screen.findByRole('dialog', { name: 'Order Details' });
      expect(within(sheet).getByTestId('order-number').textContent).toBe(numOf(1));
      expect(await within(sheet).findAllByRole('link', { name: 'Write Review' })).toHaveLength(2);
      expect(screen.getByRole('tab', { name: 'Completed Orders' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(fake.state.rpcCalls).toContainEqual({
        name: 'get_user_orders',
        args: { p_page_number: 1, p_page_size: 5, p_status_group: null, p_search: idOf(1) },
      });
      await user.click(within(sheet).getByRole('button', { name: /close/i }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByTestId('location').dataset.search).toBe('');
    });

    it('opens an order by its number, as typed: any case, with or without #', async () => {
      fake.state.orders = [
        orderN(2, { order_status: 'processing' }),
        orderN(1, { order_status: 'delivered' }),
      ];
      const typed = `%23${numOf(1).toLowerCase()}%20`;
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${typed}` });
      const sheet = await screen.findByRole('dialog', { name: 'Order Details' });
      expect(within(sheet).getByTestId('order-number').textContent).toBe(numOf(1));
      // Asked by the number, written as the shop writes it; the answer is the shopper's own (RLS).
      expect(fake.state.rpcCalls).toContainEqual({
        name: 'get_user_orders',
        args: { p_page_number: 1, p_page_size: 5, p_status_group: null, p_search: numOf(1) },
      });
      expect(screen.getByRole('tab', { name: 'Completed Orders' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    });

    it("says 'Order details could not be loaded.' for an order number that is none of the shopper's", async () => {
      fake.state.orders = [orderN(1)];
      renderApp(<OrderHistoryPage />, { route: '/order-history?id=GG-26-ZZZZZZ' });
      await waitFor(() =>
        expect(toasts.list.map((t) => t.title)).toContain('Order details could not be loaded.'),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("says 'Order details could not be loaded.' for an id that is none of the shopper's orders", async () => {
      fake.state.orders = [orderN(1)];
      renderApp(<OrderHistoryPage />, { route: `/order-history?id=${idOf(9)}` });
      await waitFor(() =>
        expect(toasts.list.map((t) => t.title)).toContain('Order details could not be loaded.'),
      );
      await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks nothing of the server for an id that is not a uuid', async () => {
      fake.state.orders = [orderN(1)];
      renderApp(<OrderHistoryPage />, { route: '/order-history?id=1%27%20or%201=1' });
      await waitFor(() =>
        expect(toasts.list.map((t) => t.title)).toContain('Order details could not be loaded.'),
      );
      expect(fake.state.rpcCalls.filter((c) => c.args.p_search)).toEqual([]);
    });
  });
});

describe('OrderHistoryPage: payments (docs/product.md#payments)', () => {
  let razorpay: ReturnType<typeof installFakeRazorpay>;
  beforeEach(() => {
    razorpay = installFakeRazorpay();
  });
  afterEach(() => {
    razorpay.uninstall();
    resetCheckoutLoaderForTests();
    vi.restoreAllMocks();
  });

  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const awaiting = (n: number, over: Partial<Order> = {}) =>
    orderN(n, {
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
      payment_hold_until: inMinutes(10),
      amount_paid: 0,
      amount_refunded: 0,
      ...over,
    });
  const toastTexts = () => toasts.list.map((t) => t.title);

  async function openDetails(n = 1) {
    const user = userEvent.setup();
    renderApp(<OrderHistoryPage />, { route: '/order-history' });
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Order #${numOf(n)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    return { user, sheet };
  }

  it('shows the payment on the card and in the details: method, state, amounts paid and refunded', async () => {
    fake.state.orders = [
      awaiting(1),
      orderN(2, {
        order_status: 'cancelled',
        payment_method: 'online',
        payment_status: 'refunded',
        amount_paid: 55773,
        amount_refunded: 55773,
      }),
    ];
    fake.client.rpc.mockImplementationOnce(async () => ({
      data: { orders: fake.state.orders, totalCount: 2 },
      error: null,
    }));
    const user = userEvent.setup();
    renderApp(<OrderHistoryPage />, { route: '/order-history' });
    await waitFor(() => expect(screen.getAllByTestId('order-payment')).toHaveLength(2));
    expect(screen.getAllByTestId('order-payment').map((p) => p.textContent)).toEqual([
      'Pay online · Awaiting payment',
      'Pay online · Refunded',
    ]);

    await user.click(screen.getByRole('button', { name: new RegExp(`^Order #${numOf(2)}`) }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    const payment = within(sheet).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-method').textContent).toBe('Pay online');
    expect(within(payment).getByTestId('payment-status').textContent).toBe('Refunded');
    expect(within(payment).getByTestId('amount-paid').textContent).toBe('₹55,773.00');
    expect(within(payment).getByTestId('amount-refunded').textContent).toBe('₹55,773.00');
    expect(within(sheet).queryByRole('button', { name: 'Retry payment' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers Retry payment while the hold lasts: the details close for Checkout, the payment is confirmed', async () => {
    const hold = inMinutes(10);
    fake.state.orders = [awaiting(1, { payment_hold_until: hold })];
    const { user, sheet } = await openDetails();
    const payment = within(sheet).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-status').textContent).toBe('Awaiting payment');
    expect(within(payment).queryByTestId('amount-paid')).toBeNull();
    expect(within(payment).getByTestId('hold-message').textContent).toBe(
      holdEndsMessage(formatIndiaDateTime(hold)),
    );

    await user.click(within(sheet).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('orders').map((c) => c.body)).toEqual([{ orderId: idOf(1) }]);
    act(() => razorpay.last().pay());
    await waitFor(() => expect(toastTexts()).toContain(PAYMENT_MESSAGES.paid));
    await waitFor(() => expect(screen.getByTestId('order-payment').textContent).toBe('Pay online · Paid'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-order-id')).toBe(idOf(1)));
  });

  it('tells a closed Checkout in a toast, and the order keeps waiting', async () => {
    fake.state.orders = [awaiting(1)];
    const { user, sheet } = await openDetails();
    await user.click(within(sheet).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    act(() => razorpay.last().dismiss());
    await waitFor(() => expect(toastTexts()).toContain(PAYMENT_MESSAGES.closed));
    expect(fake.callsTo('verify-payment')).toHaveLength(0);
  });

  it("keeps the details open with 'The payment page could not be opened…' and Retry payment when checkout.js fails", async () => {
    razorpay.uninstall();
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    fake.state.orders = [awaiting(1)];
    const { user, sheet } = await openDetails();
    await user.click(within(sheet).getByRole('button', { name: 'Retry payment' }));
    expect((await within(sheet).findByTestId('payment-notice')).textContent).toBe(
      PAYMENT_MESSAGES.checkoutUnavailable,
    );
    expect(within(sheet).getByTestId('payment-notice').getAttribute('role')).toBe('alert');
    expect(within(sheet).getByRole('button', { name: 'Retry payment' })).toBeTruthy();
  });

  it('offers no Retry payment once the hold has ended, and no cancelling once shipped', async () => {
    fake.state.orders = [
      awaiting(1, { payment_hold_until: inMinutes(-1) }),
      orderN(2, { order_status: 'shipped' }),
    ];
    const { user, sheet } = await openDetails();
    expect(within(sheet).queryByRole('button', { name: 'Retry payment' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: /close/i }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^Order #${numOf(2)}`) }));
    const shipped = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancels an order with a reason: the toast, the new status, the timeline read again', async () => {
    fake.state.orders = [
      orderN(1, { order_status: 'pending', payment_method: 'cod', payment_status: 'cod_due' }),
    ];
    const { user, sheet } = await openDetails();
    const eventReads = () => fake.state.rpcCalls.filter((c) => c.name === 'get_item_events').length;
    await waitFor(() => expect(eventReads()).toBe(1));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: PAYMENT_MESSAGES.cancelConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText(PAYMENT_MESSAGES.cancelReasonRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Delivery takes too long');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(toastTexts()).toContain(PAYMENT_MESSAGES.cancelled));
    expect(fake.state.rpcCalls.find((c) => c.name === 'cancel_my_order')?.args).toEqual({
      p_order_id: idOf(1),
      p_reason: 'Delivery takes too long',
    });
    expect(screen.queryByRole('dialog', { name: PAYMENT_MESSAGES.cancelConfirm })).toBeNull();
    const details = screen.getByRole('dialog', { name: 'Order Details' });
    await waitFor(() => expect(within(details).getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await waitFor(() => expect(eventReads()).toBe(2));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Order number:/));
    // The active tab no longer lists it.
    await waitFor(() => expect(screen.queryAllByTestId('order-card')).toHaveLength(0));
  });

  it('says the refund has started when a paid order is cancelled', async () => {
    fake.state.orders = [
      orderN(1, {
        order_status: 'processing',
        payment_method: 'online',
        payment_status: 'paid',
        amount_paid: 55773,
      }),
    ];
    const { user, sheet } = await openDetails();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: PAYMENT_MESSAGES.cancelConfirm });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Ordered by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toastTexts()).toContain(PAYMENT_MESSAGES.cancelledRefund));
    const details = screen.getByRole('dialog', { name: 'Order Details' });
    await waitFor(() =>
      expect(within(details).getByTestId('payment-status').textContent).toBe('Refund started'),
    );
  });
});
