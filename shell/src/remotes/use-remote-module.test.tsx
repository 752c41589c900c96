import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, onRemoteRecovered } from './load-remote';
import { loadRemoteModuleAhead, useRemoteModule } from './use-remote-module';

// The federation runtime cannot fetch a remote in a unit test; its loader is the boundary.
const recovery = vi.hoisted(() => new Set<{ remote: string; listener: () => void }>());
vi.mock('./load-remote', () => ({
  loadRemoteModule: vi.fn(),
  onRemoteRecovered: vi.fn((remote: string, listener: () => void) => {
    const entry = { remote, listener };
    recovery.add(entry);
    return () => recovery.delete(entry);
  }),
}));
const announceRecovery = (remote: string) => {
  for (const entry of [...recovery]) if (entry.remote === remote) entry.listener();
};

const routesModule = { pages: {} };

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadRemoteModule).mockReset();
  vi.mocked(onRemoteRecovered).mockClear();
});

describe('loadRemoteModuleAhead', () => {
  it('lets a page render the module in its first render, without a loading state', async () => {
    vi.mocked(loadRemoteModule).mockResolvedValue(routesModule);
    await loadRemoteModuleAhead('mf_catalog', './routes', 300);

    const { result } = renderHook(() => useRemoteModule('mf_catalog', './routes'));
    expect(result.current.state).toEqual({ status: 'ready', module: routesModule });
  });

  it('stops waiting after the cap; the page then shows its loading state and loads it itself', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemoteModule).mockReturnValue(new Promise(() => {}));
    let settled = false;
    const wait = loadRemoteModuleAhead('mf_checkout', './routes', 300).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(settled).toBe(true);

    const { result } = renderHook(() => useRemoteModule('mf_checkout', './routes'));
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('never rejects when the remote fails: the page reports it and offers a retry', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(new Error('remote down'));
    await expect(loadRemoteModuleAhead('mf_account', './routes', 300)).resolves.toBeUndefined();

    const { result } = renderHook(() => useRemoteModule('mf_account', './routes'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
  });
});

describe('useRemoteModule', () => {
  it('Retry loads the module again after a failure', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('remote down'));
    const { result } = renderHook(() => useRemoteModule('mf_services', './ServiceAreaDialog'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));

    vi.mocked(loadRemoteModule).mockResolvedValue({ default: () => null });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('a failed module loads again by itself when its remote recovers elsewhere on the page', async () => {
    vi.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('remote down'));
    const { result } = renderHook(() => useRemoteModule('mf_catalog', './CatalogPanel'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));

    vi.mocked(loadRemoteModule).mockResolvedValue({ default: () => null });
    // Another remote's recovery is not this one's.
    act(() => announceRecovery('mf_checkout'));
    expect(result.current.state.status).toBe('error');
    act(() => announceRecovery('mf_catalog'));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    // Loaded, it no longer listens.
    expect([...recovery].filter((e) => e.remote === 'mf_catalog')).toHaveLength(0);
  });
});
