import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName, remoteRoutes } from 'shared/routes';

/** The shell's own pages besides home (app/router.tsx); they would otherwise match '/:category'. */
export const SHELL_PAGES = ['/login', '/reset-password'];

interface Preload {
  remote: RemoteName;
  expose: string;
}

/**
 * The remote module the first screen of `pathname` needs: the home banner (its LCP element) on
 * '/', otherwise the pages of the remote owning the route. Static segments win over parameters,
 * as in the router ('/search' is the search page, not a category).
 */
export function firstScreenModule(pathname: string): Preload | null {
  if (pathname === '/') return { remote: 'mf_services', expose: './HomePromos' };
  if (SHELL_PAGES.includes(pathname.replace(/\/+$/, ''))) return null;
  const segments = pathname.split('/').filter(Boolean);
  let best: { remote: RemoteName; score: number } | null = null;
  for (const route of remoteRoutes) {
    const pattern = route.path.split('/').filter(Boolean);
    const rest = pattern.at(-1) === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const score = fixed.filter((part) => !part.startsWith(':')).length;
    if (!best || score > best.score) best = { remote: route.remote, score };
  }
  return best ? { remote: best.remote, expose: './routes' } : null;
}

/**
 * Left to the router, a remote's files are requested only after the shell has loaded and
 * rendered (~1 s later on a throttled phone). Called from the entry, this fetches the first
 * screen's remote container and chunks (no shared packages: the shell provides those) alongside
 * the shell's own chunks. Best effort: on any failure the page loads them itself.
 */
export function preloadFirstScreen(): void {
  if (typeof window === 'undefined') return;
  const wanted = firstScreenModule(window.location.pathname);
  const remotes = (window.__STORE_CONFIG__ as { remotes?: Record<string, unknown> } | undefined)?.remotes;
  const entry = wanted && remotes?.[wanted.remote];
  if (!wanted || typeof entry !== 'string') return;
  try {
    // The bootstrap registers the same map again: an already registered remote is left as is.
    registerRemotes([{ name: wanted.remote, entry }]);
    preloadRemote([
      { nameOrAlias: wanted.remote, exposes: [wanted.expose], share: false, depsRemote: false },
    ]).catch(() => {});
  } catch {
    // Never let a preload stop the site from starting.
  }
}
