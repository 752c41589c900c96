import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const client = { name: 'the one client' };
const getSupabase = vi.fn(() => Promise.resolve(client));
let created = false;
vi.mock('../supabase/client', () => ({ getSupabase, supabaseClientCreated: () => created }));

const { instancesAreShared, instancesSettled, resetInstanceProbeForTests, useInstanceProbe } = await import(
  './instances'
);
const { bus } = await import('../events/bus');

const reactUseState = () => {};
const queryClient = { id: 'qc' };

describe('useInstanceProbe / instancesAreShared', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetInstanceProbeForTests();
    getSupabase.mockClear();
    created = false;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('reports every singleton shared when all apps hold the same instances', async () => {
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    useInstanceProbe('mf-catalog', { useState: reactUseState, queryClient });
    const report = await instancesSettled();
    expect(report).toEqual({
      react: true,
      queryClient: true,
      bus: true,
      supabase: true,
      apps: ['shell', 'mf-catalog'],
    });
    expect(window.__STORE_INSTANCES__?.shell?.bus).toBe(bus);
    expect(window.__STORE_INSTANCES__?.shell?.supabase).toBe(client);
    expect(errors).not.toHaveBeenCalled();
  });

  it('never loads supabase-js itself: the client is compared once it exists or a report asks', async () => {
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    expect(getSupabase).not.toHaveBeenCalled();
    expect(instancesAreShared().supabase).toBe(false);
    expect(instancesAreShared().react).toBe(true);
    expect((await instancesSettled()).supabase).toBe(true);
  });

  it('compares at once when the site already created the client', async () => {
    created = true;
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    expect(getSupabase).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(window.__STORE_INSTANCES__?.shell?.supabase).toBe(client);
  });

  it('logs and reports a duplicated React', () => {
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    useInstanceProbe('mf-account', { useState: () => {}, queryClient });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^Duplicated singleton react: "mf-account" and "shell"/),
    );
    expect(instancesAreShared().react).toBe(false);
    expect(instancesAreShared().queryClient).toBe(true);
  });

  it('logs and reports a duplicated QueryClient and event bus', () => {
    window.__STORE_INSTANCES__ = {
      'mf-services': {
        useState: reactUseState,
        queryClient: { id: 'other' },
        bus: {},
        supabase: undefined,
        getSupabase: () => Promise.resolve(client),
      },
    };
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    const messages = errors.mock.calls.map((c: unknown[]) => String(c[0]));
    expect(messages.some((m: string) => m.startsWith('Duplicated singleton QueryClient'))).toBe(true);
    expect(messages.some((m: string) => m.startsWith('Duplicated singleton event bus'))).toBe(true);
    expect(instancesAreShared()).toMatchObject({ queryClient: false, bus: false });
  });

  it('is idempotent across re-renders', () => {
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    expect(instancesAreShared().apps).toEqual(['shell']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is reachable for the e2e suite on window.__STORE_DIAGNOSTICS__', () => {
    useInstanceProbe('shell', { useState: reactUseState, queryClient });
    expect(window.__STORE_DIAGNOSTICS__?.instancesAreShared().apps).toEqual(['shell']);
  });
});
