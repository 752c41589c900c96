/** Test helpers; not part of the package's public index. */
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { theme } from './ui/theme';

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
