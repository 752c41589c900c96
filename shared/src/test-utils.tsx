/** Test helpers; not part of the package's public index. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { bus, type EventName, type EventPayload } from './events/bus';
import { useSession } from './session/store';
import { loadOverlayViews } from './ui/overlay-views';
import { theme } from './ui/theme';

// Components are tested as a shopper meets them after a first press or key (the shell loads the
// views no first paint shows then): an open modal, a dialog or a toast renders at once.
await loadOverlayViews();

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial router location (components with links need a router). */
  route?: string;
}

function Providers({ route, children }: { route: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </MemoryRouter>
  );
}

/** Renders inside the theme and a memory router, as the shell provides them. */
export function renderWithTheme(ui: ReactElement, { route = '/', ...options }: RenderWithThemeOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <Providers route={route}>{children}</Providers>;
  return render(ui, { wrapper, ...options });
}

/**
 * Sets the viewport width for media queries (happy-dom evaluates `matchMedia` against it) and
 * fires the change listeners, as a real resize would.
 */
export function setViewportWidth(width: number): void {
  const happy = (
    window as unknown as { happyDOM?: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM;
  if (happy) happy.setViewport({ width, height: 800 });
  else vi.stubGlobal('innerWidth', width);
}

/**
 * The browser going offline or back online: `navigator.onLine` and the event the page hears
 * (`useOnline`). Tests that go offline set it back to true when done.
 */
export function setBrowserOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Signs a user into the shared session store (what the shell's auth sync would do). */
export function signIn(
  user: { id: string; email: string } = { id: 'user-1', email: 'asha@example.com' },
): void {
  useSession.setState({ status: 'authenticated', user: { id: user.id, email: user.email, name: 'Asha' } });
}

export function signOut(): void {
  useSession.setState({ status: 'anonymous', user: null, redirectPath: null });
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search}>
      {location.pathname}
    </output>
  );
}

/**
 * Renders inside a fresh QueryClient (no retries), the theme and a router at `route`, as the
 * shell provides them; the current path is readable at `data-testid="location"` (its query in `data-search`).
 */
export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {children}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** Collects the events of one kind raised through the bus until `stop()`. */
export function collect<K extends EventName>(name: K): { list: EventPayload<K>[]; stop: () => void } {
  const list: EventPayload<K>[] = [];
  const stop = bus.on(name, (payload) => list.push(payload));
  return { list, stop };
}
