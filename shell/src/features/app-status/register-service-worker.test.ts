import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from './app-update-store';
import { registerServiceWorker } from './register-service-worker';

/** workbox-window's Workbox, as far as the registration uses it. */
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, (() => void)[]>();
  const instance = {
    url: '',
    register: vi.fn(async () => ({})),
    update: vi.fn(async () => {}),
    messageSkipWaiting: vi.fn(),
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    reset: () => listeners.clear(),
  };
  return instance;
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.url = url;
    }
    register = workbox.register;
    update = workbox.update;
    messageSkipWaiting = workbox.messageSkipWaiting;
    addEventListener = workbox.addEventListener;
  },
}));

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (run: () => void) => setTimeout(run, 0),
  });
});
afterEach(async () => {
  // A registration still on its way (the idle callback, the import) lands before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
  workbox.reset();
  vi.clearAllMocks();
  useAppUpdate.setState({ reload: null });
});

describe('registering the service worker', () => {
  it('registers /sw.js once the page has loaded; a waiting new version offers Reload, which hands over and reloads', async () => {
    const reloadPage = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadPage });
    registerServiceWorker({ enabled: true, afterLoadMs: 0 });
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
    expect(workbox.url).toBe('/sw.js');
    expect(useAppUpdate.getState().reload).toBeNull();

    workbox.fire('waiting');
    const reload = useAppUpdate.getState().reload;
    expect(reload).toBeTypeOf('function');
    reload?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version when the store is shown again', async () => {
    registerServiceWorker({ enabled: true, afterLoadMs: 0 });
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalled());
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalled();
  });

  it('waits after the load event, so a first visit’s figures do not include it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      registerServiceWorker({ enabled: true });
      await vi.advanceTimersByTimeAsync(9_000);
      expect(workbox.register).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_100);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
  });

  it('registers nothing outside production builds, and removes a worker a production build left', async () => {
    const unregister = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }] },
    });
    registerServiceWorker();
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(workbox.register).not.toHaveBeenCalled();
  });
});
