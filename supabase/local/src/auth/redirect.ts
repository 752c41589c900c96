/**
 * Where e-mail links and OAuth send the browser back to, validated as GoTrue's
 * IsRedirectURLValid does (site URL, loopback, the allow list) so a link cannot be turned into an
 * open redirect; anything else falls back to the site URL.
 */
import type { Context } from 'hono';
import type { AuthConfig } from './config';

/** GoTrue's allow-list globs (gobwas/glob with '.' and '/' separators): `**` spans them, `*` does not. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (ch === '*') out += '[^./]*';
    else if (ch === '?') out += '[^./]';
    else out += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackIp(host: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

export function isRedirectAllowed(
  config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  target: string,
): boolean {
  if (!target) return false;
  let base: URL;
  let url: URL;
  try {
    base = new URL(config.siteUrl);
    url = new URL(target);
  } catch {
    return false;
  }
  if (
    base.hostname === url.hostname &&
    base.protocol === url.protocol &&
    (base.port === url.port || LOOPBACK_NAMES.has(url.hostname))
  ) {
    return true;
  }
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (/^[0-9]+$/.test(url.hostname)) return false;
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return isLoopbackIp(url.hostname);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(url.hostname)) return false;
  const withoutFragment = target.split('#')[0] ?? target;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** GoTrue's GetReferrer: `redirect_to` (query or header), else a valid Referer, else the site URL. */
export function referrer(c: Context, config: AuthConfig, fromBody?: string | null): string {
  const candidates = [
    c.req.query('redirect_to'),
    c.req.header('redirect_to'),
    fromBody ?? undefined,
    c.req.header('referer'),
  ];
  for (const candidate of candidates) {
    if (candidate && !candidate.includes('\u0000') && isRedirectAllowed(config, candidate)) return candidate;
  }
  return config.siteUrl;
}

/** Appends a fragment as GoTrue does (url.Values.Encode: keys sorted, form-encoded). */
export function withFragment(target: string, params: Record<string, string>): string {
  const sorted = Object.keys(params).sort();
  const fragment = new URLSearchParams(sorted.map((k) => [k, params[k] ?? ''])).toString();
  const base = target.split('#')[0] ?? target;
  return `${base}#${fragment}`;
}
