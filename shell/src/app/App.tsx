import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, RemoteSlotProvider, ServerViewportContext, theme, useInstanceProbe } from 'shared';
import { ThemeProvider } from 'styled-components';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { endHydration } from '../remotes/server-modules';
import { replayEarlyClick } from './early-clicks';
import { replayEarlyInput } from './early-input';
import { serverRenderState } from './hydration';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

/** Reports the shell's singletons, the reference the remotes' probes are compared with. */
function ShellInstanceProbe() {
  useInstanceProbe('shell', { useState, queryClient: useQueryClient() });
  return null;
}

/**
 * Ends the hydration rules once the first commit is done (remotes/server-modules.ts), marks the
 * document as started (a hydrated page looks the same before; tests wait for this), and hands
 * React what the shopper typed, ticked, picked and tapped before it started.
 */
function HydrationDone() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.started = 'true';
    // After every effect of this commit (the toaster's subscription among them): what the early
    // input sets off must find its listeners.
    queueMicrotask(async () => {
      await replayEarlyInput();
      replayEarlyClick();
    });
  }, []);
  return null;
}

/**
 * Everything around the routes, shared by the browser and the server (shell/server/render): the
 * server passes its own per-request QueryClient and a static router.
 */
export function AppFrame({
  client,
  router,
  viewport,
}: {
  client: QueryClient;
  router: (routes: ReactNode) => ReactNode;
  /** The server's viewport guess (shared's useMediaQuery), the same on both sides of hydration. */
  viewport: { mobile: boolean };
}) {
  return (
    <ServerViewportContext.Provider value={viewport}>
      <QueryClientProvider client={client}>
        <ShellInstanceProbe />
        <HydrationDone />
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {router(
            <RemoteSlotProvider value={RemoteWidget}>
              <AppRoutes />
            </RemoteSlotProvider>,
          )}
        </ThemeProvider>
      </QueryClientProvider>
    </ServerViewportContext.Provider>
  );
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

const viewport = { mobile: serverRenderState()?.mobile ?? false };

export function App() {
  return <AppFrame client={queryClient} router={browserRouter} viewport={viewport} />;
}
