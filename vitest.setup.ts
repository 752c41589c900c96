import { afterEach, beforeAll } from 'vitest';

// The app's bus loads its payload schemas once the page has loaded, and delivers synchronously
// from then on; components are tested in that state. (`bus.test.ts` covers the moments before.)
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { bus } = await import('./shared/src/events/bus');
  await bus.ready();
});

// Testing Library auto-cleans only with vitest globals; these tests import from 'vitest'.
// Skipped (and React never loaded) for suites that rendered nothing into the page.
afterEach(async () => {
  if (typeof document === 'undefined' || document.body.childElementCount === 0) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // Portals and stray nodes; <head> keeps styled-components' style tag (it holds a reference).
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});
