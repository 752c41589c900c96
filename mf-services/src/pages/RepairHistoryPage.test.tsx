import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests, useSession } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeBackend,
  type FakeBackend,
  type FakeRepair,
  USER,
} from '../features/service-profile/test-utils';
import { RepairHistoryPage } from './RepairHistoryPage';

let fake: FakeBackend;

function repair(n: number, over: Partial<FakeRepair> = {}): FakeRepair {
  return {
    id: `${String(n).padStart(8, 'a')}-1111-4000-8000-000000000000`,
    display_number: `RP-26-AA${n}000`,
    status: 'pending',
    creation_date: new Date(Date.UTC(2026, 10, 30 - n)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 30 - n)).toISOString(),
    estimated_completion: '2026-12-05T00:00:00Z',
    product_type: 'ps5',
    product_description: `Console ${n} - Problem number ${n}`,
    notes: null,
    remark: null,
    technician: null,
    shipping_address: {
      name: 'Asha Rao',
      email: USER.email,
      phone: '9876543210',
      address: {
        line1: '12 Marine Drive',
        line2: '',
        city: 'Mumbai',
        state: 'Maharashtra',
        zip: '400001',
        country: 'India',
      },
    },
    ...over,
  };
}

beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  signIn(USER);
});
afterEach(() => {
  resetSupabaseForTests();
  signOut();
});

const cards = () => screen.queryAllByTestId('repair-card');

describe('repair history', () => {
  it('lists five requests per page with their numbers, status and date, and pages on', async () => {
    fake.state.repairs = Array.from({ length: 7 }, (_, i) => repair(i + 1));
    const user = userEvent.setup();
    renderApp(<RepairHistoryPage />, { route: '/repair/history' });
    await waitFor(() => expect(cards()).toHaveLength(5));
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText('Repair #RP-26-AA1000')).toBeTruthy();
    expect(within(first).getByTestId('repair-status').textContent).toBe('Pending');
    expect(first.textContent).toContain('Created on 29 Nov 2026');
    expect(fake.state.rpcCalls[0]?.args).toMatchObject({ p_page_number: 1, p_page_size: 5 });
    const pages = screen.getByRole('navigation', { name: 'Repair history pages' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('searches by id or description, with the no-match texts', async () => {
    fake.state.repairs = [repair(1), repair(2, { product_description: 'Xbox - Drift' })];
    const user = userEvent.setup();
    renderApp(<RepairHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search repairs' }), 'drift');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fake.state.rpcCalls.at(-1)?.args.p_search).toBe('drift');
    await user.clear(screen.getByRole('searchbox', { name: 'Search repairs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search repairs' }), 'nothing-like-it');
    expect(await screen.findByText('No repairs match search')).toBeTruthy();
    expect(screen.getByText('Try a different term.')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderApp(<RepairHistoryPage />);
    expect(await screen.findByText('No repairs found')).toBeTruthy();
    expect(screen.getByText("You haven't submitted any repair requests yet.")).toBeTruthy();
  });

  it('shows a load failure as the documented toast and message, and Try Again recovers', async () => {
    fake.state.historyError = { message: 'boom' };
    const toasts = collect('toast');
    const user = userEvent.setup();
    renderApp(<RepairHistoryPage />);
    expect(await screen.findByText('Failed to fetch repair requests: boom')).toBeTruthy();
    expect(toasts.list.map((t) => t.title)).toContain('Failed to load repair history: boom');
    fake.state.historyError = null;
    fake.state.repairs = [repair(1)];
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    toasts.stop();
  });

  it('says so when the answer is empty', async () => {
    fake.state.historyAnswer = [];
    renderApp(<RepairHistoryPage />);
    expect(await screen.findByText('Failed to fetch repair requests: No data received.')).toBeTruthy();
  });

  it('opens the details with every field, the help link and the estimate only while open', async () => {
    fake.state.repairs = [
      repair(1, {
        status: 'repairing',
        notes: 'Fan <b>replaced</b>',
        remark: 'AWB 123',
        technician: 'Imran',
      }),
      repair(2, { status: 'completed' }),
    ];
    const user = userEvent.setup();
    renderApp(<RepairHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(cards()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Repair Details' });
    const details = within(dialog).getByTestId('repair-details');
    expect(within(details).getByTestId('request-number').textContent).toBe('RP-26-AA1000');
    for (const text of [
      'Request numberRP-26-AA1000',
      'Repairing',
      'PlayStation 5',
      'Console 1 - Problem number 1',
      'Fan <b>replaced</b>',
      'AWB 123',
      'Imran',
      'Estimated Completion',
      '5 Dec 2026',
      'Mumbai, Maharashtra - 400001',
    ]) {
      expect(details.textContent, text).toContain(text);
    }
    const help = within(dialog).getByTestId('repair-help') as HTMLAnchorElement;
    expect(help.target).toBe('_blank');
    expect(decodeURIComponent(help.href)).toContain('Need help with my Repair Request # RP-26-AA1000');
    await user.keyboard('{Escape}');
    await user.click(cards()[1] as HTMLElement);
    const completed = await screen.findByRole('dialog', { name: 'Repair Details' });
    expect(within(completed).queryByText('Estimated Completion')).toBeNull();
  });

  it('asks a guest to log in (back to this page) and fetches nothing', async () => {
    signOut();
    const logins = collect('auth:login-required');
    renderApp(<RepairHistoryPage />, { route: '/repair/history' });
    await waitFor(() => expect(logins.list).toEqual([{ redirectTo: '/repair/history' }]));
    expect(screen.getByText('Please log in to see your repair requests.')).toBeTruthy();
    expect(fake.state.rpcCalls).toHaveLength(0);
    logins.stop();
    expect(useSession.getState().status).toBe('anonymous');
  });
});
