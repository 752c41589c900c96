import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServiceRequestsBackend,
  type ServiceRequestsBackend,
  sampleGameLoad,
} from '../features/game-load/test-fake';
import { GameLoadHistoryPage } from './GameLoadHistoryPage';

let fake: ServiceRequestsBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
let logins: ReturnType<typeof collect<'auth:login-required'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  logins = collect('auth:login-required');
  signIn();
});
afterEach(() => {
  toasts.stop();
  logins.stop();
  signOut();
});

const cards = () =>
  screen.queryAllByTestId('request-card').map((c) => c.querySelector('strong')?.textContent);

function open(route = '/game-load/history') {
  const user = userEvent.setup({ delay: null });
  renderApp(<GameLoadHistoryPage />, { route });
  return { user };
}

describe('GameLoadHistoryPage', () => {
  it('lists 5 per page, each named by its number, statuses in their colours and the Update badge', async () => {
    fake.extra.gameLoads = [
      sampleGameLoad(1, { status: 'in-progress', remark: '**Picked up**' }),
      sampleGameLoad(2, { status: 'completed' }),
      sampleGameLoad(3, { status: 'cancelled' }),
      sampleGameLoad(4, { status: 'pending' }),
      sampleGameLoad(5, { status: 'on-hold' }),
      sampleGameLoad(6),
    ];
    const { user } = open();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards()[0]).toBe('Request #GL-26-001000');
    expect(fake.state.rpcCalls[0]).toEqual({
      name: 'get_user_game_load_requests',
      args: { p_page_number: 1, p_page_size: 5 },
    });
    const badges = screen.getAllByTestId('request-status');
    expect(badges.map((b) => [b.textContent, b.dataset.colour])).toEqual([
      ['In-progress', 'blue'],
      ['Completed', 'green'],
      ['Cancelled', 'red'],
      ['Pending', 'orange'],
      ['On-hold', 'grey'],
    ]);
    const first = screen.getAllByTestId('request-card')[0] as HTMLElement;
    expect(within(first).getByText('Update')).toBeTruthy();
    expect(within(screen.getAllByTestId('request-card')[1] as HTMLElement).queryByText('Update')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toEqual(['Request #GL-26-006000']));
  });

  it('opens the details with every field, the markdown remark rendered inert, and the help link', async () => {
    fake.extra.gameLoads = [
      sampleGameLoad(1, {
        status: 'in-progress',
        remark:
          '**Pickup done**\n\n<script>alert(1)</script>[x](javascript:alert(1))\n\n[x](javascript:alert(1)) [track](https://example.in/t) <img src=x onerror=alert(1)>',
      }),
    ];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Request #GL-26-001000/ }));
    const sheet = screen.getByRole('dialog', { name: 'Game Load Request Details' });
    expect(within(sheet).getByTestId('request-number').textContent).toBe('GL-26-001000');
    expect(within(sheet).getByText('PS5')).toBeTruthy();
    expect(within(sheet).getByText('1.5 TB')).toBeTruthy();
    expect(within(sheet).getByText('Yes')).toBeTruthy();
    expect(
      within(within(sheet).getByTestId('games-list'))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Elden Ring', 'Astro Bot']);
    const prices = within(sheet).getByTestId('price-details').textContent;
    expect(prices).toContain('₹9,999.00');
    expect(prices).toContain('₹5,999.00');
    expect(prices).toContain('₹15,998.00');
    expect(within(sheet).getByRole('heading', { name: 'Updates & Remarks' })).toBeTruthy();
    const remark = await within(sheet).findByTestId('markdown-remark', {}, { timeout: 5000 });
    expect(remark.querySelector('strong')?.textContent).toBe('Pickup done');
    expect(remark.querySelector('script')).toBeNull();
    expect(remark.textContent).toContain('<script>alert(1)</script>');
    expect(remark.querySelector('img')).toBeNull();
    expect(within(remark).queryByRole('link', { name: 'x' })).toBeNull();
    for (const a of Array.from(remark.querySelectorAll('a')))
      expect(a.getAttribute('href')).not.toMatch(/javascript/i);
    expect(within(remark).getByRole('link', { name: 'track' }).getAttribute('href')).toBe(
      'https://example.in/t',
    );
    const help = within(sheet).getByRole('link', { name: /Get Help/ });
    expect(decodeURIComponent(help.getAttribute('href') ?? '')).toContain(
      'Need help with my Game Load Service Request # GL-26-001000',
    );
  });

  it("says 'No History Found' without requests", async () => {
    open();
    expect(await screen.findByText('No History Found')).toBeTruthy();
    expect(screen.getByText("You haven't requested any game loading services yet.")).toBeTruthy();
  });

  it('shows the error panel with Try Again and the toast', async () => {
    fake.extra.historyError = { message: 'timeout' };
    const { user } = open();
    expect(await screen.findByText('Could not fetch your request history.')).toBeTruthy();
    const toast = toasts.list.find((t) => t.title === 'Failed to load history');
    expect(toast?.description).toBe('Failed to fetch game load history: timeout');
    fake.extra.historyError = null;
    fake.extra.gameLoads = [sampleGameLoad(1)];
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('opens the login modal for a guest and fetches nothing', async () => {
    signOut();
    open();
    expect(await screen.findByText('Please log in')).toBeTruthy();
    expect(logins.list).toEqual([{ redirectTo: '/game-load/history' }]);
    expect(fake.state.rpcCalls).toHaveLength(0);
  });
});
