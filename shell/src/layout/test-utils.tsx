import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadOverlayViews, theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';

// As the shopper meets them after a first press or key: modals, dialogs and toasts render at once.
await loadOverlayViews();

/**
 * Test helpers (not part of the bundle: only *.test.tsx import this file).
 * `stubViewport(390)` answers width media queries like a 390 px wide window.
 */
export function stubViewport(width: number, opts: { reducedMotion?: boolean } = {}): void {
  const matches = (query: string): boolean =>
    query
      .split(/\band\b/)
      .map((part) => part.trim())
      .every((part) => {
        const max = /max-width:\s*([\d.]+)px/.exec(part);
        if (max) return width <= Number(max[1]);
        const min = /min-width:\s*([\d.]+)px/.exec(part);
        if (min) return width >= Number(min[1]);
        if (/prefers-reduced-motion:\s*reduce/.test(part)) return Boolean(opts.reducedMotion);
        return false;
      });
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

export function Providers({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ThemeProvider>
  );
}

export function renderAt(ui: ReactNode, path = '/') {
  return render(<Providers path={path}>{ui}</Providers>);
}

export function renderWithTheme(ui: ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
