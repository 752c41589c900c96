import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type FirstScreenRoute, type PreloadConfig, preloadFirstScreenData } from 'shared/preload';
import { matchRemoteRoute, type RemoteName } from 'shared/routes';
import { moduleKey } from './module-key';
import { installSharedExportsGuard } from './shared-exports-guard';

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
  const route = matchRemoteRoute(pathname)?.route;
  // A staff-only remote loads after the staff gate lets the user in, never ahead of it.
  return route && !('staffOnly' in route) ? { remote: route.remote, expose: './routes' } : null;
}

/** The first screen's data worth requesting from the entry (see shared/preload), or null. */
export function firstScreenData(pathname: string, search = ''): FirstScreenRoute | null {
  const match = matchRemoteRoute(pathname);
  const id = match?.route.id;
  if (id === 'search') {
    // Only a plain search: any filter, sort or page changes the page's parameters.
    const params = new URLSearchParams(search);
    const query = params.get('q');
    return query && [...params.keys()].every((key) => key === 'q') ? { id: 'search', query } : null;
  }
  if (id === 'category' && match?.params.category) {
    return { id: 'category', category: match.params.category };
  }
  if (id === 'product' && match?.params.idOrSlug) {
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
  // A page the server rendered whole carries its data already (ADR 0017); one the deadline cut
  // short asks for the rest after hydration, so that is requested now.
  const server = window.__STORE_SSR__;
  const rendered =
    wanted && server?.complete && server.modules.includes(moduleKey(wanted.remote, wanted.expose));
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
