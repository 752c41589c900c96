import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { matchRemoteRoute, SHELL_POLICY_PAGES } from '../../../shared/src/contracts/remotes.ts';
import { LANDING_PAGE_META } from '../../../shared/src/seo/catalog-meta.ts';
import type { PageMeta } from '../../../shared/src/seo/page-meta.ts';

/**
 * Server rendering of the first screen (ADR 0017). The shell's server build
 * (`dist/server/index.js`, shell/server/render) renders a public page as a guest, loading each
 * remote's server build through Module Federation's node runtime from the runtime remote map;
 * this module puts its markup, styles and hydration state into the page.
 */

/** The time a render may spend on remotes and data; what is late renders in the browser. */
export const DEFAULT_RENDER_DEADLINE_MS = 300;

/** What the rendered page said about its head (shared's `usePageMeta`, ADR 0016). */
export interface RenderedHead {
  meta: PageMeta | null;
  notFound: boolean;
}

interface RenderResult {
  html: string;
  styles: string;
  state: { queries: unknown; modules: string[]; complete: boolean };
  /** Absent from a shell build older than the head notes: the page then has no server head. */
  head?: RenderedHead;
}
interface ShellServerBuild {
  render(request: {
    url: string;
    config: unknown;
    deadlineMs: number;
    mobile: boolean;
  }): Promise<RenderResult>;
  /** Takes the runtime config ahead of the first page (the remotes' server builds start loading). */
  prepare?(config: unknown): Promise<void>;
}

/** Routes rendered on the server: the public pages (account, checkout and staff pages are not). */
const RENDERED_ROUTES = new Set(['search', 'product', 'product-details', 'category', 'subcategory']);

/** The shell's policy pages (docs/product.md#seller-and-policies): public, so rendered too. */
const RENDERED_SHELL_PAGES: ReadonlySet<string> = new Set(SHELL_POLICY_PAGES);

export function rendersOnServer(pathname: string): boolean {
  if (pathname === '/' || LANDING_PAGE_META[pathname]) return true;
  if (RENDERED_SHELL_PAGES.has(pathname.replace(/(.)\/+$/, '$1'))) return true;
  const match = matchRemoteRoute(pathname);
  return match !== null && RENDERED_ROUTES.has(match.route.id);
}

/**
 * The phone layout for phones: the browser hydrates with the same guess, so a right guess moves
 * nothing (`Sec-CH-UA-Mobile` where the browser sends it, else the user agent).
 */
export function looksMobile(headers: Headers): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint.trim() === '?1';
  return /Mobi|Android|iPhone|iPod/i.test(headers.get('user-agent') ?? '');
}

/** JSON safe inside a <script>: no '</script>', no HTML comment, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with the render in it: styles in the head, markup in #root, state before </body>.
 * Replacements are functions: the markup and state hold text a visitor typed (a search), and a
 * replacement string would expand its `$&`, `` $` `` and `$'` into copies of the page.
 */
export function injectRender(page: string, render: RenderResult, mobile: boolean): string {
  const state = `<script>window.__STORE_SSR__=${scriptJson({ ...render.state, mobile })}</script>`;
  return page
    .replace('</head>', () => `${render.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${render.html}</div>`)
    .replace('</body>', () => `${state}</body>`);
}

/**
 * Renders with the shell build in `shellDir` (loaded once per folder: a deployed shell version
 * is a folder of its own). Null when that build has no server part or the render fails: the
 * page then renders in the browser, as it always could. Never throws.
 */
export function serverRenderer({ deadlineMs = DEFAULT_RENDER_DEADLINE_MS }: { deadlineMs?: number } = {}) {
  const builds = new Map<string, ShellServerBuild | null>();
  function buildIn(shellDir: string): ShellServerBuild | null {
    if (builds.has(shellDir)) return builds.get(shellDir) ?? null;
    const entry = path.join(shellDir, 'server/index.js');
    let build: ShellServerBuild | null = null;
    if (existsSync(entry)) {
      try {
        build = createRequire(import.meta.url)(entry) as ShellServerBuild;
      } catch (error) {
        console.error(`Server rendering is off: ${entry} did not load`, error);
      }
    }
    builds.set(shellDir, build);
    return build;
  }
  async function render(
    shellDir: string,
    url: URL,
    config: unknown,
    headers: Headers,
  ): Promise<{ inject(page: string): string; complete: boolean; head: RenderedHead | null } | null> {
    if (!rendersOnServer(url.pathname)) return null;
    const build = buildIn(shellDir);
    if (!build) return null;
    const mobile = looksMobile(headers);
    try {
      const result = await build.render({ url: `${url.pathname}${url.search}`, config, deadlineMs, mobile });
      return {
        inject: (page) => injectRender(page, result, mobile),
        complete: result.state.complete,
        head: result.head ?? null,
      };
    } catch (error) {
      console.error(`Server rendering failed for ${url.pathname}; the browser renders it`, error);
      return null;
    }
  }
  /**
   * Loads the shell build of `shellDir` and hands it the config now, so the first pages find the
   * remotes' server builds loaded rather than going out with their slots empty. Resolves when
   * they have loaded (or failed to); never rejects.
   */
  async function prepare(shellDir: string, config: () => unknown): Promise<void> {
    try {
      await buildIn(shellDir)?.prepare?.(config());
    } catch {
      // No config yet, or a remote that failed: the first page takes it, and reports it.
    }
  }
  return Object.assign(render, { prepare });
}
