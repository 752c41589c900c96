/**
 * The origin written into absolute URLs (canonical, Open Graph, JSON-LD, robots.txt, sitemaps).
 * These answers are publicly cacheable, so the origin never comes from an arbitrary `Host`
 * header: a forged one would be cached and served to everyone. In production it is `SITE_URL`
 * (the page server refuses to start without it); locally, the request's own origin when its
 * host is on an allow-list (loopback names by default), and no answer at all otherwise, as
 * Django's ALLOWED_HOSTS does.
 */

/** Hosts a local server answers for without `SITE_URL`: loopback names, on any port. */
export const LOCAL_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

export interface SiteOriginSettings {
  /** `SITE_URL`: the public origin; when set, the request's host is never used. */
  siteUrl?: string;
  /** Hosts (`name` for any port, or `name:port`) whose requests may name the origin. */
  allowedHosts?: readonly string[];
}

/** `SITE_URL` and `STORE_ALLOWED_HOSTS` (comma-separated, added to the loopback names). */
export function siteOriginSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteOriginSettings {
  const extra = (env.STORE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    allowedHosts: [...LOCAL_HOSTS, ...extra],
  };
}

/** The origin for `requestUrl`'s absolute URLs, or null when its host is not one we serve. */
export function siteOrigin(requestUrl: string, settings: SiteOriginSettings): string | null {
  if (settings.siteUrl) return new URL(settings.siteUrl).origin;
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  const allowed = settings.allowedHosts ?? LOCAL_HOSTS;
  return allowed.includes(url.hostname) || allowed.includes(url.host) ? url.origin : null;
}

/** The answer to a request for a host we do not serve (never cached: it says nothing public). */
export function unknownHostResponse(): Response {
  return new Response('Unknown host\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'cache-control': 'no-store' },
  });
}
