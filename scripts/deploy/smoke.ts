import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { HOST } from '../../build/apps';
import { remoteRoutes } from '../../shared/src/contracts/remotes';
import {
  injectRuntimeConfig,
  readRuntimeConfig,
  type StoreRuntimeConfig,
} from '../../shell/server/http/runtime-config';
import { resourceSecurityHeaders, securePage } from '../../shell/server/http/security-headers';
import { serverRenderer } from '../../shell/server/http/server-render';
import { serveBuild } from '../../shell/server/http/static-files';
import { launchChromium } from '../lib/browser';

/**
 * The smoke test of a deploy: the live shell's files served on a private port with a preview map
 * (the live map with only the deployed app swapped), under the same Content-Security-Policy the
 * store sends, opened in Chromium. Nothing live changes; the preview server exists only for the
 * test.
 */

/** The live store's config (API URL and key), read from the running shell, else from this tree. */
async function liveConfig(shellUrl: string): Promise<Omit<StoreRuntimeConfig, 'remotes'>> {
  try {
    const res = await fetch(`${shellUrl}/config.json`, { signal: AbortSignal.timeout(2000) });
    if (res.ok) return (await res.json()) as Omit<StoreRuntimeConfig, 'remotes'>;
  } catch {
    // The store is not running here: the tree's config is what it would serve.
  }
  const { remotes: _remotes, ...config } = readRuntimeConfig();
  return config;
}

/** A smoke test waits for the full render: it tests the new version, not the deadline. */
const PREVIEW_RENDER_DEADLINE_MS = 5000;

async function startPreview(
  shellDir: string,
  config: StoreRuntimeConfig,
): Promise<{ url: string; close(): Promise<void> }> {
  const web = new Hono();
  web.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(resourceSecurityHeaders())) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  web.get('/remotes.json', (c) => c.json(config.remotes));
  // Public pages are rendered on the server as the store does (ADR 0017), with the preview map:
  // the new version's server build is smoke-tested too, and the browser must hydrate its HTML.
  const render = serverRenderer({ deadlineMs: PREVIEW_RENDER_DEADLINE_MS });
  web.get('/config.json', (c) => {
    const { remotes: _remotes, ...rest } = config;
    return c.json(rest);
  });
  const page = async (c: Context) => {
    const template = injectRuntimeConfig(await readFile(path.join(shellDir, 'index.html'), 'utf8'), config);
    const body = await render(shellDir, new URL(c.req.url), config, c.req.raw.headers);
    const html = body ? body.inject(template) : template;
    const secured = securePage(html, { remotes: config.remotes, supabaseUrl: config.supabaseUrl });
    return new Response(secured.html, {
      headers: {
        ...secured.headers,
        'content-type': 'text/html; charset=UTF-8',
        'cache-control': 'no-store',
      },
    });
  };
  web.get('/index.html', page);
  web.use('/*', serveBuild(shellDir));
  web.get('*', page);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: web.fetch, port: 0, hostname: HOST }, () => resolve(s as Server)) as Server;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${HOST}:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** The page each remote is smoke-tested on: its first route a guest can open (none for staff). */
export function smokePath(remote: string): string | null {
  const preferred: Record<string, string> = {
    mf_catalog: '/search?q=playstation',
    mf_checkout: '/order-confirmation',
    mf_account: '/wishlist',
    mf_services: '/repair-home',
  };
  if (preferred[remote]) return preferred[remote];
  const route = remoteRoutes.find(
    (r) => r.remote === remote && !('requiresLogin' in r) && !('staffOnly' in r) && !r.path.includes(':'),
  );
  return route ? route.path.replace('/*', '') : null;
}

export interface SmokeInput {
  shellDir: string;
  map: Record<string, string>;
  shellUrl: string;
  /** Pages to open; each must show its heading with no remote error box. */
  paths: string[];
  /** URLs that must have been fetched successfully (the new version's manifest). */
  mustLoad: string[];
}

/** Runs the smoke test; returns the problems found (empty = passed). */
export async function smokeTest(input: SmokeInput): Promise<string[]> {
  const config = { ...(await liveConfig(input.shellUrl)), remotes: input.map };
  const preview = await startPreview(input.shellDir, config);
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    const errors: string[] = [];
    page.on('response', (res) => {
      if (res.ok()) loaded.add(res.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|is not a function|did not match its server HTML/.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    for (const pathname of input.paths) {
      await page.goto(`${preview.url}${pathname}`);
      // A server-rendered heading is there before the app runs: judge the page once it has started.
      const started = await page
        .locator('html[data-started]')
        .waitFor({ state: 'attached', timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      if (!started) {
        problems.push(`${pathname}: the app did not start within 20 s`);
        continue;
      }
      const outcome = await Promise.race([
        page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 20_000 })
          .then(() => 'ok' as const),
        page
          .locator('[data-remote-error]')
          .first()
          .waitFor({ timeout: 20_000 })
          .then(() => 'error' as const),
      ]).catch(() => 'timeout' as const);
      if (outcome === 'error') {
        const which = await page.locator('[data-remote-error]').first().getAttribute('data-remote-error');
        problems.push(`${pathname}: the ${which} section showed its error box`);
      } else if (outcome === 'timeout') {
        problems.push(`${pathname}: no page heading within 20 s`);
      } else if (await page.locator('[data-remote-error]').count()) {
        problems.push(`${pathname}: a section showed its error box`);
      }
    }
    for (const url of input.mustLoad) {
      if (!loaded.has(url)) problems.push(`${url} was not loaded by the page`);
    }
    problems.push(...errors.map((e) => `page error: ${e}`));
  } finally {
    await browser.close();
    await preview.close();
  }
  return problems;
}
