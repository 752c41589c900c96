/**
 * The lifecycle timeline (ADR 0015) on the service histories: each request's details show its
 * timeline (the latest change first, dated, remarks as text or safe markdown), and the e-mails'
 * `?id=` link opens them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import type { ItemEvent, ItemKind } from 'shared/contracts';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServiceRequestsBackend,
  type ServiceRequestsBackend,
  sampleDiscount,
  sampleGameLoad,
} from '../features/game-load/test-fake';
import { USER } from '../features/service-profile/test-utils';
import { DiscountRequestHistoryPage } from './DiscountRequestHistoryPage';
import { GameLoadHistoryPage } from './GameLoadHistoryPage';
import { RepairHistoryPage } from './RepairHistoryPage';

let fake: ServiceRequestsBackend;
let toasts: ReturnType<typeof collect<'toast'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn(USER);
});
afterEach(() => {
  toasts.stop();
  signOut();
});

const event = (
  kind: ItemKind,
  itemId: string,
  id: number,
  from: string | null,
  to: string,
  at: string,
  remark: string | null = null,
): ItemEvent => ({
  id,
  kind,
  item_id: itemId,
  from_status: from,
  to_status: to,
  remark,
  actor_role: from ? 'staff' : 'shopper',
  actor: null,
  created_at: at,
});

const REPAIR_ID = 'aaaaaaa1-1111-4000-8000-000000000000';

function seedRepair() {
  fake.state.repairs = [
    {
      id: REPAIR_ID,
      display_number: 'RP-26-7K3M9Q',
      status: 'diagnosing',
      creation_date: '2026-11-20T04:30:00Z',
      updated_at: '2026-11-22T04:30:00Z',
      estimated_completion: null,
      product_type: 'ps5',
      product_description: 'PS5 - No HDMI output',
      notes: null,
      remark: 'Checking the HDMI port.',
      technician: 'Ravi',
      shipping_address: null,
    },
  ];
  fake.state.events.set(REPAIR_ID, [
    event('repair', REPAIR_ID, 1, null, 'pending', '2026-11-20T04:30:00+00:00'),
    event(
      'repair',
      REPAIR_ID,
      4,
      'pending',
      'received',
      '2026-11-21T05:00:00+00:00',
      'Picked up <i>today</i>.',
    ),
    event('repair', REPAIR_ID, 9, 'received', 'diagnosing', '2026-11-22T04:30:00+00:00'),
  ]);
}

const entries = (timeline: HTMLElement) =>
  within(timeline)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

describe('repair details', () => {
  it('show the timeline, the latest change first, with the remark as safe markdown', async () => {
    seedRepair();
    const user = userEvent.setup({ delay: null });
    renderApp(<RepairHistoryPage />, { route: '/repair/history' });
    await user.click(await screen.findByTestId('repair-card'));
    const sheet = screen.getByRole('dialog', { name: 'Repair Details' });
    const timeline = await within(sheet).findByRole('region', { name: 'Timeline' });
    await waitFor(() =>
      expect(entries(timeline)).toEqual([
        'Received → to Diagnosing',
        'Pending → to Received',
        'Repair request submitted',
      ]),
    );
    // The remark is markdown, rendered once its renderer has loaded; HTML in it stays text.
    expect(await within(timeline).findByText('Picked up <i>today</i>.')).toBeTruthy();
    expect(timeline.querySelector('i')).toBeNull();
    expect(timeline.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T04:30:00+00:00');
  });

  it('date the card, Created and the timeline in India time whatever the browser’s zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 20 Nov, 1:30 am in India is still 19 Nov in New York: the browser's zone would say 19.
      const at = '2026-11-19T20:00:00Z';
      expect(new Date(at).getDate()).toBe(19);
      seedRepair();
      const [repair] = fake.state.repairs;
      if (repair) repair.creation_date = at;
      fake.state.events.set(REPAIR_ID, [event('repair', REPAIR_ID, 1, null, 'pending', at)]);
      const user = userEvent.setup({ delay: null });
      renderApp(<RepairHistoryPage />, { route: '/repair/history' });
      const card = await screen.findByTestId('repair-card');
      expect(card.textContent).toContain('Created on 20 Nov 2026');
      await user.click(card);
      const sheet = screen.getByRole('dialog', { name: 'Repair Details' });
      const timeline = await within(sheet).findByRole('region', { name: 'Timeline' });
      await waitFor(() => expect(entries(timeline)).toEqual(['Repair request submitted']));
      expect(within(timeline).getByText('20 Nov 2026, 1:30 am')).toBeTruthy();
      expect(within(sheet).getAllByText('20 Nov 2026, 1:30 am')).toHaveLength(2);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('open from the e-mail link, and closing drops the id', async () => {
    seedRepair();
    const user = userEvent.setup({ delay: null });
    renderApp(<RepairHistoryPage />, { route: `/repair/history?id=${REPAIR_ID}` });
    const sheet = await screen.findByRole('dialog', { name: 'Repair Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('RP-26-7K3M9Q');
    expect(fake.state.rpcCalls).toContainEqual({
      name: 'get_user_repair_requests',
      args: { p_page_number: 1, p_page_size: 5, p_search: REPAIR_ID },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
  });

  it('open from a link with the request number, as typed (any case, with or without #)', async () => {
    seedRepair();
    renderApp(<RepairHistoryPage />, { route: '/repair/history?id=%23rp-26-7k3m9q' });
    const sheet = await screen.findByRole('dialog', { name: 'Repair Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('RP-26-7K3M9Q');
    // The number leads to the id (RLS: own rows), and the id to the request as the history lists it.
    expect(fake.state.rpcCalls).toContainEqual({
      name: 'get_user_repair_requests',
      args: { p_page_number: 1, p_page_size: 5, p_search: REPAIR_ID },
    });
  });

  it("say the request is not found for a number that is none of the shopper's", async () => {
    seedRepair();
    renderApp(<RepairHistoryPage />, { route: '/repair/history?id=RP-26-ZZZZZZ' });
    await waitFor(() =>
      expect(toasts.list.map((t) => t.title)).toContain('That request could not be found in your history.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('game load details', () => {
  it('render the timeline’s markdown remarks safely', async () => {
    const request = sampleGameLoad(1, { status: 'in-progress' });
    fake.extra.gameLoads = [request];
    fake.state.events.set(request.id, [
      event('game_load', request.id, 1, null, 'pending', '2026-11-20T04:30:00+00:00'),
      event(
        'game_load',
        request.id,
        2,
        'pending',
        'in-progress',
        '2026-11-21T04:30:00+00:00',
        '**Installing** now <script>alert(1)</script>[x](javascript:alert(1))',
      ),
    ]);
    renderApp(<GameLoadHistoryPage />, { route: `/game-load/history?id=${request.id}` });
    const sheet = await screen.findByRole('dialog', { name: 'Game Load Request Details' });
    const timeline = await within(sheet).findByRole('region', { name: 'Timeline' });
    await waitFor(() =>
      expect(entries(timeline)).toEqual(['Pending → to In-progress', 'Game load request submitted']),
    );
    const remark = await within(timeline).findByTestId('markdown-remark', {}, { timeout: 5000 });
    expect(remark.querySelector('strong')?.textContent).toBe('Installing');
    expect(remark.querySelector('script')).toBeNull();
    expect(remark.textContent).toContain('<script>alert(1)</script>');
    for (const a of Array.from(remark.querySelectorAll('a')))
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});

describe('game load links', () => {
  it('open a request by its number, as typed', async () => {
    fake.extra.gameLoads = [sampleGameLoad(1), sampleGameLoad(2)];
    renderApp(<GameLoadHistoryPage />, { route: '/game-load/history?id=%23GL-26-002000' });
    const sheet = await screen.findByRole('dialog', { name: 'Game Load Request Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('GL-26-002000');
  });
});

describe('discount request details', () => {
  it('open from the e-mail link with the saving, and the timeline says when nothing happened yet', async () => {
    const request = sampleDiscount(2, { status: 'offer_sent', our_price: 42999 });
    fake.extra.discounts = [sampleDiscount(1), request];
    renderApp(<DiscountRequestHistoryPage />, {
      route: `/product-discount-request/history?id=${request.id}`,
    });
    const sheet = await screen.findByRole('dialog', { name: 'Discount Request Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('PM-26-002000');
    expect(within(sheet).getByTestId('saving').textContent).toBe('₹3,000.00');
    const timeline = await within(sheet).findByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText('No updates yet.')).toBeTruthy();
  });

  it('open from a link with the request number, as typed', async () => {
    fake.extra.discounts = [sampleDiscount(1), sampleDiscount(2)];
    renderApp(<DiscountRequestHistoryPage />, {
      route: '/product-discount-request/history?id=pm-26-002000',
    });
    const sheet = await screen.findByRole('dialog', { name: 'Discount Request Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('PM-26-002000');
  });

  it('say so when the timeline cannot load, and load it on Retry', async () => {
    const request = sampleDiscount(1);
    fake.extra.discounts = [request];
    fake.state.eventsError = { message: 'timeout' };
    const user = userEvent.setup({ delay: null });
    renderApp(<DiscountRequestHistoryPage />, {
      route: `/product-discount-request/history?id=${request.id}`,
    });
    const sheet = await screen.findByRole('dialog', { name: 'Discount Request Details' });
    const alert = await within(sheet).findByRole('alert');
    expect(within(alert).getByText('Could not load the updates')).toBeTruthy();
    fake.state.eventsError = null;
    fake.state.events.set(request.id, [
      event('discount_request', request.id, 1, null, 'pending', '2026-11-20T04:30:00+00:00'),
    ]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(sheet).findByText('Discount request submitted')).toBeTruthy();
  });

  it("says the request is not found for an id that is none of the shopper's", async () => {
    fake.extra.discounts = [sampleDiscount(1)];
    renderApp(<DiscountRequestHistoryPage />, {
      route: '/product-discount-request/history?id=99999999-2222-4000-8000-000000000000',
    });
    await waitFor(() =>
      expect(toasts.list.map((t) => t.title)).toContain('That request could not be found in your history.'),
    );
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
