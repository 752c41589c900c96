import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, RemoteSlotProvider, theme, useInstanceProbe } from 'shared';
import { ThemeProvider } from 'styled-components';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

/** Reports the shell's singletons, the reference the remotes' probes are compared with. */
function ShellInstanceProbe() {
  useInstanceProbe('shell', { useState, queryClient: useQueryClient() });
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellInstanceProbe />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <RemoteSlotProvider value={RemoteWidget}>
            <AppRoutes />
          </RemoteSlotProvider>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
