// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { localRemoteMap } from '../../../build/apps';
import { CspReportLog, type CspViolation, parseCspReports } from './csp-reports';
import { checkoutOrigins } from './runtime-config';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  cspHash,
  documentSecurityHeaders,
  HSTS_MAX_AGE,
  inlineHashes,
  RESOURCE_POLICY,
  remoteOrigins,
  resourceSecurityHeaders,
  securePage,
} from './security-headers';

/** The policy as a map: directive -> its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const deployed = {
  remotes: {
    mf_catalog: 'https://catalog.cdn.example.in/v42/mf-manifest.json',
    mf_checkout: 'https://checkout.cdn.example.in/mf-manifest.json',
    mf_account: 'https://checkout.cdn.example.in/account/mf-manifest.json',
    mf_services: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  supabaseUrl: 'https://abcd.supabase.co/',
};

describe('contentSecurityPolicy', () => {
  it('allows scripts from the page origin, each remote origin once and the inline hashes, nothing inline', () => {
    const policy = directives(
      contentSecurityPolicy({ ...deployed, scriptHashes: ["'sha256-AAAA'"], styleHashes: [] }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3004',
      'https://catalog.cdn.example.in',
      'https://checkout.cdn.example.in',
      "'sha256-AAAA'",
    ]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain('*');
  });

  it('lets pages fetch the API and the remote manifests, and nothing else', () => {
    const policy = directives(contentSecurityPolicy(deployed));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3004',
      'https://catalog.cdn.example.in',
      'https://checkout.cdn.example.in',
      'https://abcd.supabase.co',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('follows the local remote map and the local API when nothing is deployed', () => {
    const policy = directives(
      contentSecurityPolicy({ remotes: localRemoteMap(), supabaseUrl: 'http://127.0.0.1:54421' }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3002',
      'http://127.0.0.1:3003',
      'http://127.0.0.1:3004',
      'http://127.0.0.1:3005',
    ]);
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:54421');
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'http://127.0.0.1:54421']),
    );
  });

  it('lets Razorpay Checkout load its script and frame its sheet from the configured origins only', () => {
    const hosted = checkoutOrigins('https://checkout.razorpay.com/v1/checkout.js');
    expect(hosted).toEqual({
      script: ['https://checkout.razorpay.com'],
      frame: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
    });
    const policy = directives(contentSecurityPolicy({ ...deployed, checkout: hosted }));
    expect(policy.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(policy.get('script-src')).not.toContain('https://api.razorpay.com');
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    // The local test gateway serves both; without Checkout nothing may be framed but the page's own.
    expect(checkoutOrigins('http://127.0.0.1:54325/v1/checkout.js')).toEqual({
      script: ['http://127.0.0.1:54325'],
      frame: ['http://127.0.0.1:54325'],
    });
    expect(directives(contentSecurityPolicy(deployed)).get('frame-src')).toEqual(["'self'"]);
  });

  it('refuses plugins, framing and base hijacking, and names the report endpoint', () => {
    const policy = directives(contentSecurityPolicy({ ...deployed, reportUri: '/csp-report' }));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
  });

  it('reports through the Reporting API only under TLS (over HTTP it would silence report-uri)', () => {
    expect(directives(contentSecurityPolicy({ ...deployed, reportUri: '/r' })).has('report-to')).toBe(false);
    expect(
      directives(contentSecurityPolicy({ ...deployed, reportUri: '/r', tls: true })).get('report-to'),
    ).toEqual(['csp-endpoint']);
  });

  it('allows runtime styles by nonce and inline style elements by hash only', () => {
    const policy = directives(
      contentSecurityPolicy({ ...deployed, styleHashes: ["'sha256-BBBB'"], styleNonce: 'abc123' }),
    );
    expect(policy.get('style-src')).toEqual(
      expect.arrayContaining(["'self'", "'sha256-BBBB'", "'nonce-abc123'"]),
    );
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('upgrades insecure requests only under TLS', () => {
    expect(contentSecurityPolicy(deployed)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...deployed, tls: true })).toContain('upgrade-insecure-requests');
  });
});

describe('remoteOrigins', () => {
  it('reduces manifest URLs to their origins, without duplicates', () => {
    expect(
      remoteOrigins({ a: 'https://x.in/a/mf-manifest.json', b: 'https://x.in/b/mf-manifest.json' }),
    ).toEqual(['https://x.in']);
  });
  it('throws on a remote map entry that is not a URL (no silent hole in the policy)', () => {
    expect(() => remoteOrigins({ a: 'not a url' })).toThrow();
  });
});

describe('headers', () => {
  it('sends nosniff, a referrer policy and no framing on every response', () => {
    expect(baseSecurityHeaders()).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(resourceSecurityHeaders()['content-security-policy']).toBe(RESOURCE_POLICY);
  });

  it('sends HSTS only when TLS applies', () => {
    expect(baseSecurityHeaders({ tls: false })).not.toHaveProperty('strict-transport-security');
    expect(baseSecurityHeaders({ tls: true })['strict-transport-security']).toBe(
      `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    );
    expect(documentSecurityHeaders({ ...deployed, tls: true })).toHaveProperty('strict-transport-security');
  });

  it('names the Reporting API endpoint the policy reports to under TLS', () => {
    expect(
      documentSecurityHeaders({ ...deployed, reportUri: '/csp-report', tls: true })['reporting-endpoints'],
    ).toBe('csp-endpoint="/csp-report"');
    expect(documentSecurityHeaders({ ...deployed, reportUri: '/csp-report' })).not.toHaveProperty(
      'reporting-endpoints',
    );
  });
});

describe('inline hashes', () => {
  it('hashes the exact text of inline scripts and styles as the browser does', () => {
    const body = 'window.__STORE_CONFIG__={"a":1}';
    expect(cspHash(body)).toBe(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const html = `<head><script>${body}</script><script defer src="/static/js/index.js"></script>
      <style>
        html{margin:0}
      </style></head>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [cspHash(body)],
      styles: [cspHash('\n        html{margin:0}\n      ')],
      styleAttributes: [],
    });
  });

  it("allows a server-rendered page's own style attributes one by one, decoded as the browser reads them", () => {
    const html =
      '<html><head></head><body><div style="min-height:360px"></div><p style="font-family:&quot;A B&quot;"></p>' +
      '<i style="min-height:360px"></i></body></html>';
    const policy = directives(securePage(html, deployed).headers['content-security-policy'] ?? '');
    expect(policy.get('style-src-attr')).toEqual([
      "'unsafe-hashes'",
      cspHash('min-height:360px'),
      cspHash('font-family:"A B"'),
    ]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    // A page without any has no such directive (styles then fall back to style-src alone).
    expect(
      directives(
        securePage('<html><head></head><body></body></html>', deployed).headers['content-security-policy'] ??
          '',
      ).has('style-src-attr'),
    ).toBe(false);
  });

  it('leaves JSON-LD data blocks out of the scripts that may run', () => {
    const html = `<head><script>go()</script><script type="application/ld+json" data-page-meta="server">{"name":"x"}</script></head>`;
    expect(inlineHashes(html).scripts).toEqual([cspHash('go()')]);
  });

  it('serves a page whose policy covers its own inline code and a fresh style nonce', () => {
    const html = '<html><head><script>go()</script><style>b{}</style></head><body></body></html>';
    const first = securePage(html, deployed);
    const second = securePage(html, deployed);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(first.html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = directives(first.headers['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toContain(cspHash('go()'));
    expect(policy.get('style-src')).toEqual(expect.arrayContaining([cspHash('b{}'), `'nonce-${nonce}'`]));
    expect(second.html).not.toBe(first.html);
    // The nonce goes first in <head>, before any script that could insert a style.
    expect(first.html.indexOf('csp-nonce')).toBeLessThan(first.html.indexOf('<script>'));
  });
});

describe('parseCspReports', () => {
  it('reads report-uri bodies', () => {
    expect(
      parseCspReports(
        {
          'csp-report': {
            'document-uri': 'http://127.0.0.1:3000/',
            'blocked-uri': 'inline',
            'effective-directive': 'script-src-elem',
            disposition: 'enforce',
            'line-number': 3,
          },
        },
        't',
      ),
    ).toEqual([
      {
        receivedAt: 't',
        documentURL: 'http://127.0.0.1:3000/',
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        lineNumber: 3,
        sourceFile: undefined,
        sample: undefined,
      },
    ]);
  });

  it('reads Reporting API batches and ignores other report types and junk', () => {
    const found = parseCspReports(
      [
        { type: 'deprecation', body: {} },
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://x/',
            blockedURL: 'https://evil.example/x.js',
            effectiveDirective: 'script-src-elem',
          },
        },
      ],
      't',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ blockedURL: 'https://evil.example/x.js', disposition: 'enforce' });
    expect(parseCspReports('nonsense')).toEqual([]);
    expect(parseCspReports(null)).toEqual([]);
  });
});

describe('CspReportLog', () => {
  const post = (app: ReturnType<CspReportLog['routes']>, body: string, type = 'application/csp-report') =>
    app.request('/csp-report', { method: 'POST', headers: { 'content-type': type }, body });

  it('logs reports of both formats and lists those after a cursor', async () => {
    const log = new CspReportLog();
    const app = log.routes();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const legacy = {
      'csp-report': {
        'document-uri': 'http://x/',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
      },
    };
    expect((await post(app, JSON.stringify(legacy))).status).toBe(204);
    const cursor = Number((await app.request('/csp-report')).headers.get('x-last-id'));
    expect(cursor).toBe(1);
    const batch = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://x/', blockedURL: 'eval', effectiveDirective: 'script-src' },
      },
    ];
    expect((await post(app, JSON.stringify(batch), 'application/reports+json')).status).toBe(204);

    const after = (await (await app.request(`/csp-report?after=${cursor}`)).json()) as CspViolation[];
    expect(after).toEqual([
      expect.objectContaining({ id: 2, blockedURL: 'eval', effectiveDirective: 'script-src' }),
    ]);
    expect(((await (await app.request('/csp-report')).json()) as CspViolation[]).map((v) => v.id)).toEqual([
      1, 2,
    ]);
    expect(errors).toHaveBeenCalledWith('CSP violation: script-src blocked eval on http://x/');
    errors.mockRestore();
  });

  it('refuses bodies that are not JSON or too large, and logs nothing for them', async () => {
    const log = new CspReportLog();
    const app = log.routes();
    expect((await post(app, 'not json')).status).toBe(400);
    expect((await post(app, JSON.stringify({ pad: 'x'.repeat(70_000) }))).status).toBe(413);
    // A body that streams in without a length is cut as it arrives.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8_192)));
        controller.close();
      },
    });
    const chunked = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(log.violations).toEqual([]);
  });

  const legacyReport = (documentUri: string) =>
    JSON.stringify({ 'csp-report': { 'document-uri': documentUri, 'effective-directive': 'img-src' } });

  it('takes reports only in the types browsers send them as', async () => {
    const log = new CspReportLog();
    const app = log.routes();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', ''])
      expect((await post(app, legacyReport('http://x/'), type)).status, type).toBe(415);
    expect(log.violations).toEqual([]);
    expect((await post(app, legacyReport('http://x/'), 'application/csp-report; charset=utf-8')).status).toBe(
      204,
    );
    vi.restoreAllMocks();
  });

  it('takes at most 60 reports a minute from one client', async () => {
    let now = 0;
    const log = new CspReportLog({ now: () => now });
    const app = log.routes();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(app, legacyReport(`http://x/${i}`))).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect(log.violations).toHaveLength(60);
    now += 60_000;
    expect((await post(app, legacyReport('http://x/later'))).status).toBe(204);
    vi.restoreAllMocks();
  });

  it('prints each report on one line, its fields escaped and cut', async () => {
    const log = new CspReportLog();
    const app = log.routes();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const forged = 'http://x/\nCSP violation: script-src blocked https://evil.example on http://x/\r\u2028';
    await post(app, legacyReport(`${forged}${'y'.repeat(1000)}`));
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]?.[0]);
    expect(line).not.toMatch(/[\n\r\u2028]/);
    expect(line).toContain('http://x/\\u000aCSP violation');
    expect(line.length).toBeLessThan(400);
    vi.restoreAllMocks();
  });

  it('lists nothing over HTTP where listing is off (the production page server)', async () => {
    const log = new CspReportLog({ listing: false });
    const app = log.routes();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await post(app, legacyReport('http://x/order-history?id=secret'))).status).toBe(204);
    expect((await app.request('/csp-report')).status).toBe(404);
    expect(log.violations).toEqual([]);
    vi.restoreAllMocks();
  });
});
