import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, remoteRoutes, StandaloneApp } from 'shared';
import { pages } from './routes';

/** Runs this remote alone (`pnpm --filter mf-staff dev`), with its own routes only. */
async function start(): Promise<void> {
  await loadRuntimeConfig();
  const routes = remoteRoutes.filter((r) => r.remote === 'mf_staff');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StandaloneApp routes={routes} pages={pages} />,
  );
}

void start();
