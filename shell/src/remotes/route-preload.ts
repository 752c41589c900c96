import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type FirstScreenRoute, type PreloadConfig, preloadFirstScreenData } from 'shared/preload';
import { type RemoteName, remoteRoutes } from 'shared/routes';
import { moduleKey } from './module-key';
import { installSharedExportsGuard } from './shared-exports-guard';

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
  const match = matchRemoteRoute(pathname);
  // A staff-only remote loads after the staff gate lets the user in, never ahead of it.
  return match && !match.staffOnly ? { remote: match.remote, expose: './routes' } : null;
}

interface RouteMatch {
  id: string;
  remote: RemoteName;
  staffOnly: boolean;
  params: Record<string, string>;
}

/** The remote route `pathname` opens, with its parameters (decoded), or null. */
function matchRemoteRoute(pathname: string): RouteMatch | null {
  if (SHELL_PAGES.includes(pathname.replace(/\/+$/, ''))) return null;
  const segments = pathname.split('/').filter(Boolean);
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of remoteRoutes) {
    const pattern = route.path.split('/').filter(Boolean);
    const rest = pattern.at(-1) === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const score = fixed.filter((part) => !part.startsWith(':')).length;
    if (best && score <= best.score) continue;
    const params: Record<string, string> = {};
    fixed.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segments[i] ?? '');
    });
    best = { id: route.id, remote: route.remote, staffOnly: 'staffOnly' in route, params, score };
  }
  return best;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The first screen's data worth requesting from the entry (see shared/preload), or null. */
export function firstScreenData(pathname: string, search = ''): FirstScreenRoute | null {
  const match = matchRemoteRoute(pathname);
  if (match?.id === 'search') {
    // Only a plain search: any filter, sort or page changes the page's parameters.
    const params = new URLSearchParams(search);
    const query = params.get('q');
    return query && [...params.keys()].every((key) => key === 'q') ? { id: 'search', query } : null;
  }
  if (match?.id === 'category' && match.params.category) {
    return { id: 'category', category: match.params.category };
  }
  if (match?.id === 'product' && match.params.idOrSlug) {
    return { id: 'product', idOrSlug: match.params.idOrSlug };
  }
  return null;
}

/**
 * Left to the router, a remote's files are requested only after the shell has loaded and
 * rendered (~1 s later on a throttled phone). Called from the entry, this fetches the first
 * screen's remote container and chunks (no shared packages: the shell provides those) alongside
 * the shell's own chunks. Best effort: on any failure the page loads them itself.
 */
export function preloadFirstScreen(): void {
  if (typeof window === 'undefined') return;
  const config = window.__STORE_CONFIG__ as
    | (Partial<PreloadConfig> & { remotes?: Record<string, unknown> })
    | undefined;
  const data = firstScreenData(window.location.pathname, window.location.search);
  const wanted = firstScreenModule(window.location.pathname);
  // A page the server rendered carries its data already (issue 23).
  const rendered = wanted && window.__STORE_SSR__?.modules.includes(moduleKey(wanted.remote, wanted.expose));
  if (data && config?.supabaseUrl && config.supabaseAnonKey && !rendered) {
    preloadFirstScreenData(data, {
      supabaseUrl: config.supabaseUrl,
      supabaseAnonKey: config.supabaseAnonKey,
    });
  }
  const entry = wanted && config?.remotes?.[wanted.remote];
  if (!wanted || typeof entry !== 'string') return;
  try {
    // Before the manifest is fetched: the guard reads the remote's needs from it.
    installSharedExportsGuard();
    // The bootstrap registers the same map again: an already registered remote is left as is.
    registerRemotes([{ name: wanted.remote, entry }]);
    preloadRemote([
      { nameOrAlias: wanted.remote, exposes: [wanted.expose], share: false, depsRemote: false },
    ]).catch(() => {});
  } catch {
    // Never let a preload stop the site from starting.
  }
}
