import { createRoot } from 'react-dom/client';
import { getSupabase, loadRuntimeConfig } from 'shared';
import { App } from './app/App';
import { settleGuestSession } from './layout/session-sync';
import { registerRemoteMap } from './remotes/load-remote';
import { firstScreenData, firstScreenModule } from './remotes/route-preload';
import { loadRemoteModuleAhead } from './remotes/use-remote-module';

/**
 * The first screen's remote page (preloaded by the entry) usually arrives while the shell
 * evaluates. Waiting for it renders shell and page in one commit: one style, layout and paint
 * pass on a phone instead of two, and no header-and-spinner frame before the page (category
 * LCP ~0.15 s sooner, docs/adr/0005). Capped, so a slow remote never holds the shell back long.
 */
const FIRST_PAGE_WAIT_MS = 300;

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerRemoteMap(config.remotes);
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
    root.render(<App />);
  } catch (error) {
    console.error('Could not load the site configuration', error);
    root.render(
      <p role="alert" style={{ padding: 24 }}>
        The store could not start. Please reload the page.
      </p>,
    );
  }
}

void start();
