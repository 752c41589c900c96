import { bus, loadOverlayViews } from 'shared';
import { useAppUpdate } from './app-update-store';

/** How often an open store asks whether a new shell has been deployed (also when shown again). */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * How long after the load event the worker is registered: past a first visit's last requests
 * (images, the below-the-fold rows), so its figures (`pnpm bench:web`) and its bandwidth on a
 * slow link do not change.
 */
export const REGISTER_AFTER_LOAD_MS = 10_000;

/**
 * Registers the store's worker (/sw.js, docs/adr/0025) REGISTER_AFTER_LOAD_MS after the page has
 * loaded, when the browser is idle, so a first visit's figures never include it; production
 * builds only (`pnpm dev` runs without a worker). A new shell deployed while the store is open
 * installs a new worker, which waits: the page then offers "A new version is available" (`useAppUpdate`).
 */
export function registerServiceWorker({
  enabled = process.env.NODE_ENV === 'production',
  afterLoadMs = REGISTER_AFTER_LOAD_MS,
}: {
  enabled?: boolean;
  afterLoadMs?: number;
} = {}): void {
  if (!('serviceWorker' in navigator)) return;
  if (!enabled) {
    // `pnpm dev` on the origin `pnpm start` served: a worker left from there would answer for it.
    void navigator.serviceWorker
      .getRegistrations?.()
      .then((all) => Promise.all(all.map((registration) => registration.unregister())))
      .catch(() => {});
    return;
  }
  const start = () => {
    void import('workbox-window')
      .then(({ Workbox }) => {
        const worker = new Workbox('/sw.js');
        worker.addEventListener('waiting', () => {
          useAppUpdate.setState({
            reload: () => {
              worker.addEventListener('controlling', () => window.location.reload());
              worker.messageSkipWaiting();
            },
          });
        });
        const check = () => void worker.update().catch(() => {});
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
        setInterval(check, UPDATE_CHECK_MS);
        // The event schemas, toasts and dialogs load at the first press (ADR 0005): fetched now,
        // so the worker has them when that press comes offline (an action's "You are offline" is
        // a toast, sent through the bus).
        void bus.ready().catch(() => {});
        void loadOverlayViews().catch(() => {});
        return worker.register();
      })
      .catch(() => {
        // No worker (blocked, private mode, an old browser): the store works as a website.
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5_000 }) : start();
  const later = () => setTimeout(whenIdle, afterLoadMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
