import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bus, getSupabase, loadOverlayViews, loadRuntimeConfig, type RemoteName } from 'shared';
import { App } from './app/App';
import { stopCapturingClicks } from './app/early-clicks';
import { adoptServerState, type ServerRenderState, serverRenderState, splitModuleKey } from './app/hydration';
import { queryClient } from './app/query-client';
import { registerServiceWorker } from './features/app-status';
import { settleGuestSession } from './layout/session-sync';
import { registerRemoteMap } from './remotes/load-remote';
import { firstScreenData, firstScreenModule } from './remotes/route-preload';
import { beginHydration } from './remotes/server-modules';
import { isModuleLoaded, loadRemoteModuleAhead } from './remotes/use-remote-module';

/**
 * The first screen's remote page (preloaded by the entry) usually arrives while the shell
 * evaluates. Waiting for it renders shell and page in one commit: one style, layout and paint
 * pass on a phone instead of two, and no header-and-spinner frame before the page (category
 * LCP ~0.15 s sooner, docs/adr/0005). Capped, so a slow remote never holds the shell back long.
 */
const FIRST_PAGE_WAIT_MS = 300;

/**
 * A server-rendered page is already on screen: hydration waits for the modules the server
 * rendered, much longer. One that does not come in time is rendered by the browser instead.
 */
const HYDRATION_WAIT_MS = 10_000;

/** Hydrates the server's HTML when every module it rendered has loaded; false otherwise. */
async function hydrateServerHtml(container: HTMLElement, state: ServerRenderState): Promise<boolean> {
  const modules = state.modules.map(splitModuleKey) as [RemoteName, string][];
  await Promise.all(
    modules.map(([remote, module]) => loadRemoteModuleAhead(remote, module, HYDRATION_WAIT_MS)),
  );
  if (!modules.every(([remote, module]) => isModuleLoaded(remote, module))) return false;
  adoptServerState(state, queryClient);
  beginHydration(state.modules);
  settleGuestSession();
  stopCapturingClicks();
  // In a transition React hydrates in slices of a few ms and yields between them, so a tap or a
  // paint is never held behind the whole page's hydration (one long task of 100-400 ms on a phone
  // otherwise: the total blocking time Lighthouse measured, docs/adr/0017).
  startTransition(() => {
    hydrateRoot(container, <App />, {
      // Never expected: reported so tests and error monitoring see it.
      onRecoverableError: (error, info) =>
        console.error('The page did not match its server HTML', error, info.componentStack),
    });
  });
  return true;
}

/**
 * The bus's payload schemas (zod, ~9 KiB) and the views no first paint shows (an open modal, a
 * toast: `loadOverlayViews`) are not part of the first load (docs/adr/0005): they load at the
 * shopper's first press or key, which comes just before the click that emits or opens a dialog,
 * or at the first event emitted (view shown) without one. A failed load is tried again then.
 */
function loadEventSchemasOnFirstInteraction(): void {
  const kinds = ['pointerdown', 'keydown'] as const;
  const load = () => {
    for (const kind of kinds) window.removeEventListener(kind, load, true);
    void bus.ready().catch(() => {});
    void loadOverlayViews().catch(() => {});
  };
  for (const kind of kinds) window.addEventListener(kind, load, { capture: true, passive: true });
}

async function start(): Promise<void> {
  loadEventSchemasOnFirstInteraction();
  registerServiceWorker();
  const container = document.getElementById('root') as HTMLElement;
  try {
    const config = await loadRuntimeConfig();
    registerRemoteMap(config.remotes);
    const server = serverRenderState();
    if (server && (await hydrateServerHtml(container, server))) return;
    // A remote's page reads its data through the Supabase client: fetch the client's chunk now,
    // beside the page's own files, not after them. Home's first screen needs none, nor a page
    // whose first data the entry already requested: there it would only slow the first paint.
    const { pathname, search } = window.location;
    const first = firstScreenModule(pathname);
    if (first?.expose === './routes') {
      if (!firstScreenData(pathname, search)) getSupabase().catch(() => {});
      await loadRemoteModuleAhead(first.remote, first.expose, FIRST_PAGE_WAIT_MS);
    }
    settleGuestSession();
    stopCapturingClicks();
    createRoot(container).render(<App />);
  } catch (error) {
    console.error('Could not load the site configuration', error);
    createRoot(container).render(
      <p role="alert" style={{ padding: 24 }}>
        The store could not start. Please reload the page.
      </p>,
    );
  }
}

void start();
