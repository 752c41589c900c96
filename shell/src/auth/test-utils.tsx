import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type EventPayload, loadOverlayViews, theme } from 'shared';
import { ThemeProvider } from 'styled-components';

// As the shopper meets them after a first press or key: modals, dialogs and toasts render at once.
await loadOverlayViews();

/** Test helpers (only *.test.tsx import this file). */
export function collectToasts(): { toasts: EventPayload<'toast'>[]; stop: () => void } {
  const toasts: EventPayload<'toast'>[] = [];
  const stop = bus.on('toast', (t) => toasts.push(t));
  return { toasts, stop };
}

/** Shows the router's current location, to assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export interface RouterOptions {
  path?: string;
  entries?: string[];
  /** Extra routes beside the catch-all that renders `ui` (e.g. the /login target). */
  routes?: { path: string; element: ReactNode }[];
}

export function renderInRouter(ui: ReactNode, { path = '/', entries, routes = [] }: RouterOptions = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={entries ?? [path]} initialIndex={(entries?.length ?? 1) - 1}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            {routes.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <>
                    {r.element}
                    <LocationProbe />
                  </>
                }
              />
            ))}
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
