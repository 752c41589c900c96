import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The home page's banner, its LCP element, is a remote's widget: left to the widget, its files
 * are requested only after the shell has loaded and rendered (~0.8 s later on a throttled phone).
 * Called from the entry on '/', this fetches the widget's container and chunks (no shared
 * packages: the shell provides those) alongside the shell's own chunks. Best effort: on any
 * failure the widget simply loads them itself.
 */
export function preloadHomeWidgets(): void {
  if (typeof window === 'undefined' || window.location.pathname !== '/') return;
  const remotes = (window.__STORE_CONFIG__ as { remotes?: Record<string, unknown> } | undefined)?.remotes;
  const entry = remotes?.mf_services;
  if (typeof entry !== 'string') return;
  try {
    // The bootstrap registers the same map again: an already registered remote is left as is.
    registerRemotes([{ name: 'mf_services', entry }]);
    preloadRemote([
      { nameOrAlias: 'mf_services', exposes: ['./HomePromos'], share: false, depsRemote: false },
    ]).catch(() => {});
  } catch {
    // Never let a preload stop the site from starting.
  }
}
