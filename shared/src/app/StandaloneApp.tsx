import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';

interface StandaloneAppProps {
  routes: readonly { id: string; path: string }[];
  pages: Record<string, ComponentType>;
}

/** Hosts one remote's pages without the shell, for developing and testing it alone. */
export function StandaloneApp({ routes, pages }: StandaloneAppProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Routes>
            {routes.map((r) => {
              const Page = pages[r.id];
              return Page ? <Route key={r.id} path={r.path} element={<Page />} /> : null;
            })}
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
