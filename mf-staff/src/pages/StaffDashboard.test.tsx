import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp, signIn } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStaffBackend, type FakeStaffBackend, fakeOrder } from '../test-utils';
import { StaffPage } from './StaffPage';

let fake: FakeStaffBackend;
let dashboard: Record<string, unknown>;
/** The next staff_dashboard calls fail with these messages, in turn. */
let failures: string[];
let dashboardCalls: number;

const fakeDashboard = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  today: { orders: 12, revenue: 123456.5 },
  week: { orders: 1234, revenue: 12345678 },
  orders_waiting: { pending: 3, processing: 1, shipped: 0, 'out for delivery': 2 },
  requests_waiting: { repair: 4, game_load: 0, discount_request: 1500, return: 2 },
  reviews_pending: 7,
  low_stock: {
    count: 12,
    products: [
      { product_id: 'p-1', name: 'DualSense Controller', stock_units: 0, low_stock_threshold: 5 },
      { product_id: 'p-2', name: 'PS5 Slim', stock_units: 2, low_stock_threshold: 3 },
    ],
  },
  ...over,
});

beforeEach(() => {
  fake = createFakeStaffBackend();
  dashboard = fakeDashboard();
  failures = [];
  dashboardCalls = 0;
  const rpc = fake.client.rpc;
  setSupabaseForTests({
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => {
      if (name !== 'staff_dashboard') return rpc(name, args);
      dashboardCalls += 1;
      const message = failures.shift();
      if (message) return { data: null, error: { message, code: '42501' } };
      return { data: structuredClone(dashboard), error: null };
    }),
  });
  signIn({ id: 'staff-1', email: 'staff@gamegear.in' });
});

afterEach(() => resetSupabaseForTests());

const card = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

async function openDashboard() {
  renderApp(<StaffPage />, { route: '/staff/dashboard' });
  await screen.findByRole('region', { name: /^Orders waiting/ });
}

describe('staff dashboard', () => {
  it('is the console’s first tab', async () => {
    await openDashboard();
    const tabs = within(screen.getByRole('navigation', { name: 'Staff console' })).getAllByRole('link');
    expect(tabs[0]?.textContent).toBe('Dashboard');
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(tabs[0]?.getAttribute('href')).toBe('/staff/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeTruthy();
  });

  it('shows today’s and this week’s orders and revenue in Indian grouping', async () => {
    await openDashboard();
    const today = card('Today');
    expect(within(today).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/staff?kind=order');
    expect(within(today).getByText('₹1,23,456.50')).toBeTruthy();
    const week = card('This week');
    expect(within(week).getByRole('link', { name: '1,234' })).toBeTruthy();
    expect(within(week).getByText('₹1,23,45,678.00')).toBeTruthy();
  });

  it('links each waiting figure to its queue, filtered by status', async () => {
    await openDashboard();
    expect(screen.getByRole('heading', { name: 'Orders waiting · 6' })).toBeTruthy();
    expect(href('Pending 3 orders')).toBe('/staff?kind=order&status=pending');
    expect(href('Processing 1 order')).toBe('/staff?kind=order&status=processing');
    expect(href('Shipped 0 orders')).toBe('/staff?kind=order&status=shipped');
    expect(href('Out for delivery 2 orders')).toBe('/staff?kind=order&status=out+for+delivery');

    expect(screen.getByRole('heading', { name: 'Requests waiting · 1,506' })).toBeTruthy();
    expect(href('Repairs 4 waiting')).toBe('/staff?kind=repair&status=pending');
    expect(href('Game loads 0 waiting')).toBe('/staff?kind=game_load&status=pending');
    expect(href('Price-match requests 1,500 waiting')).toBe('/staff?kind=discount_request&status=pending');
    expect(href('Returns and replacements 2 waiting')).toBe('/staff?kind=return&status=requested');

    expect(href('7 reviews to moderate')).toBe('/staff?kind=review&status=pending');
  });

  it('lists the products low on stock and links to the low-stock product list', async () => {
    await openDashboard();
    expect(href('12 products low on stock')).toBe('/staff/products?stock=low');
    const items = within(screen.getByRole('list', { name: 'Products low on stock' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'DualSense ControllerOut of stock',
      'PS5 Slim2 left (low at 3)',
    ]);
    expect(within(card('Low stock')).getByText(/and 10 more/)).toBeTruthy();
    expect(within(card('Low stock')).getByRole('link', { name: 'see them all' }).getAttribute('href')).toBe(
      '/staff/products?stock=low',
    );
  });

  it('says when no product is low on stock', async () => {
    dashboard = fakeDashboard({ low_stock: { count: 0, products: [] }, reviews_pending: 1 });
    await openDashboard();
    expect(screen.getByText('No active product is at or below its low-stock level.')).toBeTruthy();
    expect(href('0 products low on stock')).toBe('/staff/products?stock=low');
    expect(href('1 review to moderate')).toBe('/staff?kind=review&status=pending');
  });

  it('opens the queue filtered by the figure’s status', async () => {
    fake.state.queues.order = [fakeOrder(1, { order_status: 'out for delivery' }), fakeOrder(2)];
    await openDashboard();
    await userEvent.click(screen.getByRole('link', { name: 'Out for delivery 2 orders' }));
    await waitFor(() =>
      expect(fake.state.calls.filter((c) => c.name === 'staff_list_items').at(-1)?.args).toMatchObject({
        p_kind: 'order',
        p_status: 'out for delivery',
      }),
    );
  });

  it('shows a skeleton while loading, then the error with a retry', async () => {
    failures = ['Only staff can see the dashboard.'];
    renderApp(<StaffPage />, { route: '/staff/dashboard' });
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy();
    expect(await screen.findByText('Could not load the dashboard')).toBeTruthy();
    expect(screen.getByText('Only staff can see the dashboard.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /^Orders waiting/ })).toBeTruthy();
    expect(dashboardCalls).toBe(2);
  });

  it('reads the figures again on Refresh', async () => {
    await openDashboard();
    dashboard = fakeDashboard({ reviews_pending: 8 });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: '8 reviews to moderate' })).toBeTruthy();
    expect(dashboardCalls).toBe(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy());
  });

  it('keeps /staff on the queues', async () => {
    renderApp(<StaffPage />, { route: '/staff' });
    expect(await screen.findByRole('heading', { name: /^Orders/ })).toBeTruthy();
    expect(dashboardCalls).toBe(0);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});
