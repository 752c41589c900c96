import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import type { ItemEvent, Order } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  renderApp,
  sampleOrder,
  signIn,
  signOut,
} from '../test-utils';
import { OrderHistoryPage } from './OrderHistoryPage';

let fake: FakeBackend;

const idOf = (n: number) => `${String(n).padStart(8, '0')}-e5f6-4a7b-8c9d-0123456789ab`;
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
  it('lists active orders 5 per page with the first 8 characters of the id', async () => {
    fake.state.orders = [
      ...Array.from({ length: 6 }, (_, i) => orderN(i + 1, { order_status: 'processing' })),
      orderN(7, { order_status: 'delivered' }),
    ];
    const { user } = await openHistory();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards()[0]).toBe('Order #00000001');
    expect(screen.getByRole('tab', { name: 'Active Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(fake.state.rpcCalls[0]).toEqual({
      name: 'get_user_orders',
      args: { p_page_number: 1, p_page_size: 5, p_status_group: 'active', p_search: null },
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toEqual(['Order #00000006']));

    await user.click(screen.getByRole('tab', { name: 'Completed Orders' }));
    await waitFor(() => expect(cards()).toEqual(['Order #00000007']));
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
    await waitFor(() => expect(cards()).toEqual(['Order #00000002']));
    expect(fake.state.rpcCalls.at(-1)?.args.p_search).toBe('00000002');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zz');
    expect(await screen.findByText('No matching orders found')).toBeTruthy();
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
    await user.click(await screen.findByRole('button', { name: /^Order #00000001/ }));
    const sheet = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(sheet).getByTestId('order-full-id').textContent).toBe(idOf(1));
    expect(within(sheet).getByText('PlayStation 5')).toBeTruthy();
    expect(within(sheet).getByText('Discount (WELCOME10, 10% off)')).toBeTruthy();
    expect(within(sheet).getByText('₹55,773.00')).toBeTruthy();
    expect(within(sheet).getByTestId('delivery-info').textContent).toBe('Shipped by BlueDart, AWB 123');
    expect(within(sheet).getByText(/12 Marine Drive/)).toBeTruthy();
    expect(within(sheet).queryByRole('link', { name: /Review/ })).toBeNull();
    const support = within(sheet).getByRole('link', { name: /Get help with this order/ });
    expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain(`order #${idOf(1)}`);
  });

  it("offers 'Write Review' / 'Edit Review' for a delivered order's items", async () => {
    fake.state.orders = [orderN(1, { order_status: 'delivered' })];
    fake.state.reviewed.add('p2');
    const { user } = await openHistory();
    await user.click(screen.getByRole('tab', { name: 'Completed Orders' }));
    await user.click(await screen.findByRole('button', { name: /^Order #00000001/ }));
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
    await user.click(await screen.findByRole('button', { name: /^Order #00000001/ }));
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
      await user.click(await screen.findByRole('button', { name: /^Order #00000001/ }));
      const sheet = screen.getByRole('dialog', { name: 'Order Details' });
      return { user, sheet, timeline: await within(sheet).findByRole('region', { name: 'Timeline' }) };
    }

    it('lists every change, the latest first, with its date and the remark as text', async () => {
      fake.state.orders = [orderN(1, { order_status: 'shipped' })];
      fake.state.events.set(idOf(1), [
        event(1, null, 'pending', '2026-11-20T04:30:00+00:00'),
        event(2, 'pending', 'processing', '2026-11-20T09:15:00+00:00', 'Packed <b>today</b>.'),
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
      expect(within(timeline).getByText('Packed <b>today</b>.')).toBeTruthy();
      expect(timeline.querySelector('b')).toBeNull();
      expect(fake.state.rpcCalls).toContainEqual({
        name: 'get_item_events',
        args: { p_kind: 'order', p_id: idOf(1) },
      });
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
      expect(within(sheet).getByTestId('order-full-id').textContent).toBe(idOf(1));
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
