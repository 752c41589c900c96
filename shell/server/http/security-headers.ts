import { createHash, randomBytes } from 'node:crypto';

/**
 * The security headers of everything the store serves: one builder used by the local static
 * server (`pnpm start`, e2e) and documented for the CDN. The Content-Security-Policy is derived
 * from the same runtime config the shell inlines (remote map and Supabase URL), so a remote moved
 * to another origin through `REMOTES_JSON` is allowed without touching this file.
 */
export interface SecurityPolicyInput {
  /** The runtime remote map: federation name -> mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** The backend (REST, auth, functions, storage). */
  supabaseUrl: string;
  /** Razorpay Checkout: the origin of its script, and of the payment sheet it frames. */
  checkout?: { script: readonly string[]; frame: readonly string[] };
  /** CSP source expressions of the document's inline scripts (`'sha256-…'`). */
  scriptHashes?: readonly string[];
  /** CSP source expressions of the document's inline `<style>` elements (`'sha256-…'`). */
  styleHashes?: readonly string[];
  /** Nonce of the style elements styled-components inserts at runtime (one per response). */
  styleNonce?: string;
  /**
   * CSP source expressions of the `style="…"` attributes of a server-rendered page (reserved
   * sizes of loading slots): allowed one by one, never all inline styles.
   */
  styleAttributeHashes?: readonly string[];
  /**
   * Where browsers send violation reports: `report-uri` always, and under TLS also the Reporting
   * API (`report-to` + `Reporting-Endpoints`), which Chromium uses only for HTTPS documents.
   */
  reportUri?: string;
  /**
   * The site is served over TLS: adds Strict-Transport-Security and `upgrade-insecure-requests`.
   * Off for plain-HTTP local serving, where HSTS would be ignored or, worse, pin a dev host.
   */
  tls?: boolean;
}

/** HSTS lifetime when TLS applies: two years, as the preload list requires. */
export const HSTS_MAX_AGE = 63_072_000;

/** Reporting API group named by `report-to` (its URL is given in `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** Path of the local violation report endpoint. */
export const CSP_REPORT_PATH = '/csp-report';

/** Origins of the remotes' manifests: their entries and chunks load from there (assetPrefix auto). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = Object.values(remotes).map((url) => new URL(url).origin);
  return [...new Set(origins)].sort();
}

/** The backend origin (https or http), never a path: CSP host sources ignore paths on redirects. */
export function apiOrigin(supabaseUrl: string): string {
  return new URL(supabaseUrl).origin;
}

/**
 * The document Content-Security-Policy. Scripts: the page's own origin, the remote origins and
 * the hashes of the inline scripts, never `'unsafe-inline'` or `'unsafe-eval'`. Styles: the
 * hashes of the inline `<style>` elements and the per-response nonce styled-components puts on
 * the elements it inserts (it reads `<meta property="csp-nonce">`). Everything not listed is
 * refused by `default-src 'self'`; plugins, framing and `<base>` hijacking are refused outright.
 */
export function contentSecurityPolicy(input: SecurityPolicyInput): string {
  const remotes = remoteOrigins(input.remotes);
  const api = apiOrigin(input.supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...(input.checkout?.script ?? []), ...(input.scriptHashes ?? [])],
    [
      'style-src',
      "'self'",
      ...remotes,
      ...(input.styleHashes ?? []),
      ...(input.styleNonce ? [`'nonce-${input.styleNonce}'`] : []),
    ],
    ...(input.styleAttributeHashes?.length
      ? [['style-src-attr', "'unsafe-hashes'", ...input.styleAttributeHashes] as [string, ...string[]]]
      : []),
    // Manifests are fetched from the remote origins; data from the API.
    ['connect-src', "'self'", ...remotes, api],
    // Product images come from the shop's origin (a CDN or Storage bucket in production, which is
    // the API origin with Supabase Storage); the placeholder is an inline SVG data URL.
    ['img-src', "'self'", ...remotes, api, 'data:'],
    ['font-src', "'self'", ...remotes],
    // Only Checkout's payment sheet may be framed (the configured origin, nothing wider).
    ['frame-src', "'self'", ...(input.checkout?.frame ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(input.tls ? [['upgrade-insecure-requests'] as [string]] : []),
    ...(input.reportUri ? [['report-uri', input.reportUri] as [string, string]] : []),
    // Chromium ignores report-uri once report-to is present, and its Reporting API delivers only
    // from HTTPS documents: over plain HTTP (local serving) report-to would silence all reports.
    ...(input.reportUri && input.tls ? [['report-to', CSP_REPORT_GROUP] as [string, string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Policy of every response that is not a page (scripts, manifests, images, JSON): opened as a
 * document (an SVG or JSON opened directly) it may load and run nothing and be framed by no one.
 * Not `sandbox`: that gives such a document an opaque origin, so the origin's storage throws
 * there (tests and tools open `/remotes.json` to reach the origin's localStorage).
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, page or not. */
export function baseSecurityHeaders({ tls = false }: { tls?: boolean } = {}): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // Full URLs (search terms, order ids) stay on the shop's origin; other origins see only it.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers without CSP frame-ancestors.
    'x-frame-options': 'DENY',
    ...(tls ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
  };
}

/** All headers of an HTML page: the base set, the document policy and its report endpoint. */
export function documentSecurityHeaders(input: SecurityPolicyInput): Record<string, string> {
  return {
    ...baseSecurityHeaders({ tls: input.tls }),
    'content-security-policy': contentSecurityPolicy(input),
    ...(input.reportUri && input.tls
      ? { 'reporting-endpoints': `${CSP_REPORT_GROUP}="${input.reportUri}"` }
      : {}),
  };
}

/** All headers of a response that is not a page. */
export function resourceSecurityHeaders({ tls = false }: { tls?: boolean } = {}): Record<string, string> {
  return { ...baseSecurityHeaders({ tls }), 'content-security-policy': RESOURCE_POLICY };
}

/** `'sha256-…'` of a script or style body, exactly as the browser hashes it (UTF-8, untrimmed). */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline scripts and styles of a page: every `<script>` without `src` and
 * every `<style>`, by the exact text between the tags. Data blocks (`type="application/ld+json"`,
 * the product's structured data the server writes) are never executed and are not hashed: the
 * policy lists exactly the scripts that run.
 */
export function inlineHashes(html: string): {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
} {
  const bodies = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter(
        (m) => !(tag === 'script' && /\ssrc\s*=|\stype\s*=\s*"application\/ld\+json"/i.test(m[1] ?? '')),
      )
      .map((m) => cspHash(m[2] ?? ''));
  // Attribute values as the browser hashes them: after the HTML entities React writes are decoded.
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) =>
    cspHash(decodeAttribute(m[1] ?? '')),
  );
  return {
    scripts: [...new Set(bodies('script'))],
    styles: [...new Set(bodies('style'))],
    styleAttributes: [...new Set(styleAttributes)],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** A fresh nonce (128 bits, base64), one per HTML response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Puts the style nonce where styled-components reads it (`<meta property="csp-nonce">`, read
 * through the element's `nonce` property, which browsers hide from attribute selectors), first in
 * `<head>` so it exists before any bundle runs.
 */
export function injectStyleNonce(html: string, nonce: string): string {
  return html.replace(
    /<head([^>]*)>/i,
    (_, attributes: string) => `<head${attributes}><meta property="csp-nonce" nonce="${nonce}">`,
  );
}

/**
 * An HTML page ready to send: the style nonce injected and the headers computed from the final
 * text, so every inline script and style that is served is hashed, and nothing else is.
 */
export function securePage(
  html: string,
  options: Omit<SecurityPolicyInput, 'scriptHashes' | 'styleHashes' | 'styleAttributeHashes' | 'styleNonce'>,
  nonce = newNonce(),
): { html: string; headers: Record<string, string> } {
  const page = injectStyleNonce(html, nonce);
  const { scripts, styles, styleAttributes } = inlineHashes(page);
  return {
    html: page,
    headers: documentSecurityHeaders({
      ...options,
      scriptHashes: scripts,
      styleHashes: styles,
      styleAttributeHashes: styleAttributes,
      styleNonce: nonce,
    }),
  };
}
