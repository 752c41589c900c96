import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setSupabaseForTests } from 'shared';
import { collect, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_LOAD_DRAFT_KEY } from '../lib/draft';
import { createServiceRequestsBackend, type ServiceRequestsBackend } from '../test-fake';
import { useGameLoadForm } from './use-game-load-form';

let fake: ServiceRequestsBackend;
let logins: ReturnType<typeof collect<'auth:login-required'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  logins = collect('auth:login-required');
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  logins.stop();
  signOut();
});

function renderForm() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/game-load-service/new']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ form: useGameLoadForm(), location: useLocation() }), { wrapper });
}

const submitEvent = () => ({ preventDefault() {} }) as FormEvent;

function fillValid(form: ReturnType<typeof useGameLoadForm>) {
  form.change('consoleType', 'PS4');
  form.change('availableStorage', '500');
  form.setGame(0, 'GTA V');
}

describe('useGameLoadForm', () => {
  it("shows a field's message once it was changed, and every message on submit", () => {
    const { result } = renderForm();
    expect(result.current.form.shown('availableStorage')).toBeNull();
    act(() => result.current.form.change('availableStorage', '0'));
    expect(result.current.form.shown('availableStorage')).toBe('Storage must be a positive number.');
    expect(result.current.form.shown('consoleType')).toBeNull();

    act(() => result.current.form.onSubmit(submitEvent()));
    expect(result.current.form.shown('consoleType')).toBe('Please select a console type.');
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('adds a row only after the last is filled, and keeps at least one', () => {
    const { result } = renderForm();
    expect(result.current.form.canAddAnother).toBe(false);
    act(() => result.current.form.removeGame(0));
    expect(result.current.form.values.games).toEqual(['']);
    act(() => result.current.form.setGame(0, 'Astro Bot'));
    expect(result.current.form.canAddAnother).toBe(true);
    act(() => result.current.form.addGame());
    expect(result.current.form.values.games).toEqual(['Astro Bot', '']);
    expect(result.current.form.filledGameCount).toBe(1);
    act(() => result.current.form.removeGame(0));
    expect(result.current.form.values.games).toEqual(['']);
  });

  it('prices the add-on for the console chosen', () => {
    const { result } = renderForm();
    expect(result.current.form.price.total).toBe(9999);
    act(() => result.current.form.change('consoleType', 'PS4'));
    act(() => result.current.form.change('addStorage', true));
    expect(result.current.form.addonPrice).toBe(2499);
    expect(result.current.form.price.total).toBe(6999 + 2499);
  });

  it('asks a guest to sign in and sends nothing', () => {
    signOut();
    const { result } = renderForm();
    act(() => fillValid(result.current.form));
    act(() => result.current.form.onSubmit(submitEvent()));
    expect(logins.list).toEqual([{ redirectTo: '/game-load-service/new' }]);
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('submits, resets the form and the draft, and closes to the history', async () => {
    const { result } = renderForm();
    act(() => fillValid(result.current.form));
    await waitFor(() => expect(result.current.form.profile.status).toBe('success'));
    act(() => result.current.form.onSubmit(submitEvent()));
    await waitFor(() => expect(result.current.form.successId).not.toBeNull());
    expect(result.current.form.successId).toBe(fake.extra.gameLoads[0]?.id);
    expect(fake.extra.submissions[0]?.body).toMatchObject({ consoleType: 'PS4', games: ['GTA V'] });
    expect(result.current.form.values.games).toEqual(['']);
    expect(sessionStorage.getItem(GAME_LOAD_DRAFT_KEY)).not.toContain('GTA V');

    act(() => result.current.form.closeSuccess());
    expect(result.current.form.successId).toBeNull();
    expect(result.current.location.pathname).toBe('/game-load/history');
    expect(result.current.location.search).toMatch(/^\?refresh=\d+$/);
  });
});
