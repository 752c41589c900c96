import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime cannot fetch a remote in a unit test: it is the boundary mocked here.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));

const MAP = { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' };
const forced = () =>
  vi.mocked(registerRemotes).mock.calls.filter(([, options]) => options?.force === true).length;

// A fresh module per test: the failed/recovered bookkeeping is module state.
async function freshLoader() {
  vi.resetModules();
  const mod = await import('./load-remote');
  mod.registerRemoteMap(MAP);
  return mod;
}

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
});

describe('loadRemoteModule', () => {
  it('loads through the registration of the runtime map while the remote answers', async () => {
    const { loadRemoteModule } = await freshLoader();
    vi.mocked(loadRemote).mockResolvedValue({ pages: {} });
    await expect(loadRemoteModule('mf_catalog', './routes')).resolves.toEqual({ pages: {} });
    await loadRemoteModule('mf_catalog', './SearchBox');
    expect(vi.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual([
      'mf_catalog/routes',
      'mf_catalog/SearchBox',
    ]);
    expect(forced()).toBe(0);
  });

  it('after a failure registers the remote afresh once, so the next load refetches its entry', async () => {
    const { loadRemoteModule } = await freshLoader();
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down'));
    await expect(loadRemoteModule('mf_catalog', './routes')).rejects.toThrow('remote down');
    expect(forced()).toBe(0);

    vi.mocked(loadRemote).mockResolvedValue({ pages: {} });
    const retried = loadRemoteModule('mf_catalog', './routes');
    // A second load while the first one runs shares the fresh registration.
    const other = loadRemoteModule('mf_catalog', './SearchBox');
    await Promise.all([retried, other]);
    expect(forced()).toBe(1);
    expect(vi.mocked(registerRemotes).mock.calls.at(-1)).toEqual([
      [{ name: 'mf_catalog', entry: MAP.mf_catalog }],
      { force: true },
    ]);
    // Working again: later loads never drop the container that works.
    await loadRemoteModule('mf_catalog', './CatalogPanel');
    expect(forced()).toBe(1);
  });

  it('a remote answering no module counts as a failure', async () => {
    const { loadRemoteModule } = await freshLoader();
    vi.mocked(loadRemote).mockResolvedValueOnce(undefined);
    await expect(loadRemoteModule('mf_catalog', './routes')).rejects.toThrow(
      'Remote mf_catalog did not provide ./routes',
    );
    vi.mocked(loadRemote).mockResolvedValue({ pages: {} });
    await loadRemoteModule('mf_catalog', './routes');
    expect(forced()).toBe(1);
  });

  it('announces a recovery once, to the listeners of that remote only', async () => {
    const { loadRemoteModule, onRemoteRecovered } = await freshLoader();
    const catalog = vi.fn();
    const checkout = vi.fn();
    const stop = onRemoteRecovered('mf_catalog', catalog);
    onRemoteRecovered('mf_checkout', checkout);

    vi.mocked(loadRemote).mockResolvedValue({ pages: {} });
    await loadRemoteModule('mf_catalog', './routes');
    expect(catalog).not.toHaveBeenCalled();

    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down'));
    await expect(loadRemoteModule('mf_catalog', './SearchBox')).rejects.toThrow();
    expect(catalog).not.toHaveBeenCalled();
    await loadRemoteModule('mf_catalog', './SearchBox');
    expect(catalog).toHaveBeenCalledTimes(1);
    await loadRemoteModule('mf_catalog', './routes');
    expect(catalog).toHaveBeenCalledTimes(1);
    expect(checkout).not.toHaveBeenCalled();

    stop();
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down'));
    await expect(loadRemoteModule('mf_catalog', './routes')).rejects.toThrow();
    await loadRemoteModule('mf_catalog', './routes');
    expect(catalog).toHaveBeenCalledTimes(1);
  });
});
