import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_LOAD_DRAFT_KEY } from '../features/game-load/lib/draft';
import { GAME_LOAD_OWNERSHIP_NOTE } from '../features/game-load/lib/landing-content';
import { createServiceRequestsBackend, type ServiceRequestsBackend } from '../features/game-load/test-fake';
import { GameLoadNewPage } from './GameLoadNewPage';

let fake: ServiceRequestsBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
let logins: ReturnType<typeof collect<'auth:login-required'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  logins = collect('auth:login-required');
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  toasts.stop();
  logins.stop();
  signOut();
});

function open() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(<GameLoadNewPage />, { route: '/game-load-service/new' });
  return { user, view };
}

/** user-event's clipboard stub (set up by userEvent.setup()). */
const clipboardText = () => navigator.clipboard.readText();

const total = () => screen.getByTestId('price-total').textContent;
const storage = () => screen.getByRole('spinbutton', { name: /Available storage/ });
const game = (n: number) => screen.getByRole('textbox', { name: `Game ${n}` });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Console type/ }), 'PS5');
  await user.type(storage(), '825');
  await user.type(game(1), 'Astro Bot');
  await user.click(screen.getByRole('button', { name: 'Add Game' }));
  await user.type(game(2), 'Returnal');
}

describe('GameLoadNewPage', () => {
  it('says in the games card that only games the shopper owns are loaded', () => {
    open();
    const card = screen.getByRole('region', { name: /Game Selection/ });
    expect(within(card).getByText(GAME_LOAD_OWNERSHIP_NOTE)).toBeTruthy();
  });

  it('shows the total live from the price table (PS5 figures without a console)', async () => {
    const { user } = open();
    expect(total()).toBe('₹9,999.00');
    await user.click(screen.getByRole('checkbox', { name: /Add storage expansion/ }));
    expect(total()).toBe('₹15,998.00');
    await user.selectOptions(screen.getByRole('combobox', { name: /Console type/ }), 'PS4');
    expect(total()).toBe('₹9,498.00');
    expect(screen.getByRole('checkbox', { name: /Add storage expansion \(\+₹2,499\.00\)/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Add storage expansion/ }));
    expect(total()).toBe('₹6,999.00');
  });

  it('bounds the storage field to 1-16000 in steps of 0.01', () => {
    open();
    expect(storage().getAttribute('step')).toBe('0.01');
    expect(storage().getAttribute('min')).toBe('1');
    expect(storage().getAttribute('max')).toBe('16000');
  });

  it('applies the rules on change with the documented messages', async () => {
    const { user } = open();
    expect(screen.queryByText('Storage must be a positive number.')).toBeNull();
    await user.type(storage(), '0');
    expect(await screen.findByText('Storage must be a positive number.')).toBeTruthy();
    for (const [typed, message] of [
      ['0.5', 'Storage must be at least 1.'],
      ['16001', 'Storage seems too high. Please check the value.'],
      ['1.555', 'Storage can have at most 2 decimal places.'],
    ] as const) {
      await user.clear(storage());
      await user.type(storage(), typed);
      expect(screen.getByText(message), typed).toBeTruthy();
    }
    await user.clear(storage());
    await user.type(storage(), '1.55');
    expect(screen.queryByText('Storage can have at most 2 decimal places.')).toBeNull();
    await user.type(game(1), 'A');
    expect(screen.getByText('Game title must be at least 2 characters long.')).toBeTruthy();
    await user.type(game(1), 'B');
    expect(screen.queryByText('Game title must be at least 2 characters long.')).toBeNull();
  });

  it('adds a game only after the last is filled, up to 10, and removes while more than one', async () => {
    const { user, view } = open();
    const add = () => screen.getByRole('button', { name: 'Add Game' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove game/ })).toBeNull();
    await user.type(game(1), 'Elden Ring');
    expect(add().disabled).toBe(false);
    await user.click(add());
    expect(add().disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: /Remove game/ })).toHaveLength(2);
    view.unmount();

    sessionStorage.setItem(
      GAME_LOAD_DRAFT_KEY,
      JSON.stringify({
        consoleType: 'PS5',
        availableStorage: '500',
        storageUnit: 'GB',
        games: Array.from({ length: 9 }, (_, i) => `Game title ${i + 1}`),
        addStorage: false,
      }),
    );
    open();
    await user.click(add());
    await user.type(game(10), 'Game title 10');
    expect(add().disabled).toBe(true);
    expect(screen.getByText('10/10 games.', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove game 3' }));
    expect(screen.getAllByRole('textbox', { name: /^Game \d+$/ })).toHaveLength(9);
    expect((game(3) as HTMLInputElement).value).toBe('Game title 4');
    expect(add().disabled).toBe(false);
  });

  it('keeps the draft in session storage and restores it', async () => {
    const { user, view } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: /Console type/ }), 'PS4');
    await user.type(game(1), 'GTA V');
    view.unmount();
    expect(JSON.parse(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY) ?? '{}')).toMatchObject({
      consoleType: 'PS4',
      games: ['GTA V'],
    });
    open();
    expect((game(1) as HTMLInputElement).value).toBe('GTA V');
    expect((screen.getByRole('combobox', { name: /Console type/ }) as HTMLSelectElement).value).toBe('PS4');
  });

  it('removes a corrupt draft and starts empty', () => {
    sessionStorage.setItem(GAME_LOAD_DRAFT_KEY, '{"consoleType":');
    open();
    expect((game(1) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY)).not.toBe('{"consoleType":');
  });

  it('validates the whole form before building the storage prompt, then copies and shows it', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Estimate Storage with AI' }));
    expect(
      screen.getAllByText('Please fill out the form correctly to generate the AI prompt.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Please select a console type.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Estimate Storage with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Storage Estimate Prompt' });
    const prompt = await clipboardText();
    expect(prompt).toContain('PlayStation 5 (PS5) with 825 GB of free storage');
    expect(prompt).toContain('1. Astro Bot\n2. Returnal');
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe(prompt);
    expect(toasts.list.map((t) => t.title)).toContain('Prompt copied to clipboard!');
  });

  it('opens the login modal when a guest submits, and sends nothing', async () => {
    signOut();
    const { user } = open();
    expect(screen.getByTestId('guest-profile-note')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    expect(logins.list).toEqual([{ redirectTo: '/game-load-service/new' }]);
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('asks for a complete profile first', async () => {
    fake.state.profileRow = { ...fake.state.profileRow, mobile: '' } as typeof fake.state.profileRow;
    const { user } = open();
    await fillValid(user);
    await screen.findByTestId('profile-incomplete-banner');
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    expect(toasts.list.map((t) => t.title)).toContain('Please complete your profile first.');
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('submits the payload, shows the request number with a copy tick, clears the draft and goes to history', async () => {
    const { user } = open();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Add storage expansion/ }));
    await screen.findByTestId('service-profile-card');
    await waitFor(() => expect(screen.queryByText('Loading profile...')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    const popup = await screen.findByRole('dialog', { name: 'Service Request Submitted!' });
    expect(fake.extra.submissions[0]).toEqual({
      name: 'console-games-addon-service',
      body: {
        consoleType: 'PS5',
        availableStorage: 825,
        storageUnit: 'GB',
        games: ['Astro Bot', 'Returnal'],
        addStorage: true,
      },
    });
    const [made] = fake.extra.gameLoads;
    // The request's number, read back once made; its id stays on the element.
    await waitFor(() =>
      expect(within(popup).getByTestId('request-id').textContent).toBe(made?.display_number),
    );
    expect(within(popup).getByTestId('request-id').dataset.requestId).toBe(made?.id);
    const success = toasts.list.find((t) => t.title === 'Service Request Submitted!');
    expect(success).toMatchObject({
      description: 'We will contact you shortly to arrange for pickup.',
      duration: 5000,
    });
    expect(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY)).not.toContain('Astro Bot');

    await user.click(within(popup).getByRole('button', { name: 'Copy request number' }));
    expect(await clipboardText()).toBe(made?.display_number);
    expect(within(popup).getByRole('button', { name: 'Request number copied' })).toBeTruthy();

    await user.click(within(popup).getByRole('button', { name: 'View Request History' }));
    expect(screen.getByTestId('location').textContent).toBe('/game-load/history');
  });

  it("shows 'Submission Failed' with the server's message", async () => {
    fake.extra.queued.push({
      name: 'console-games-addon-service',
      reply: { status: 429, body: { success: false, error: 'Too many game load requests.' } },
    });
    const { user } = open();
    await fillValid(user);
    await waitFor(() => expect(screen.queryByText('Loading profile...')).toBeNull());
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    await waitFor(() =>
      expect(toasts.list.find((t) => t.title === 'Submission Failed')?.description).toBe(
        'Too many game load requests.',
      ),
    );
    fake.extra.queued.push({ name: 'console-games-addon-service', reply: { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Submit Service Request' }));
    await waitFor(() =>
      expect(toasts.list.filter((t) => t.title === 'Submission Failed').at(-1)?.description).toBe(
        'Failed to submit request',
      ),
    );
  });
});
