import { afterEach } from 'vitest';

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
