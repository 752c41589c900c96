import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared';
import { App } from './app/App';
import { registerRemoteMap } from './remotes/load-remote';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerRemoteMap(config.remotes);
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
