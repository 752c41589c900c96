import { createRoot } from 'react-dom/client';
import { getSupabase, loadRuntimeConfig } from 'shared';
import { App } from './app/App';
import { registerRemoteMap } from './remotes/load-remote';
import { firstScreenData, firstScreenModule } from './remotes/route-preload';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerRemoteMap(config.remotes);
    // A remote's page reads its data through the Supabase client: fetch the client's chunk now,
    // beside the page's own files, not after them. Home's first screen needs none, nor a page
    // whose first data the entry already requested: there it would only slow the first paint.
    const { pathname, search } = window.location;
    if (firstScreenModule(pathname)?.expose === './routes' && !firstScreenData(pathname, search)) {
      getSupabase().catch(() => {});
    }
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
