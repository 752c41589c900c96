import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { localRemoteMap } from '../../../build/apps';
import { parseRuntimeConfig, type RuntimeConfig } from '../../../shared/src/config/runtime-config-schema.ts';
import { ANON_KEY, API_PORT, HOST } from '../../../supabase/local/src/keys';

const rootDir = path.resolve(import.meta.dirname, '../../..');

export type StoreRuntimeConfig = RuntimeConfig;

/** Razorpay's hosted Checkout script. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * The origins Razorpay Checkout needs in the page's policy: its script's, and the origin of the
 * payment sheet it frames (Razorpay's API origin for the hosted script; the test gateway serves
 * both itself). RAZORPAY_CHECKOUT_FRAME_ORIGIN overrides the sheet's.
 */
export function checkoutOrigins(checkoutUrl: string | undefined): { script: string[]; frame: string[] } {
  if (!checkoutUrl) return { script: [], frame: [] };
  const script = new URL(checkoutUrl).origin;
  const frame =
    process.env.RAZORPAY_CHECKOUT_FRAME_ORIGIN ??
    (script === new URL(RAZORPAY_CHECKOUT_URL).origin ? 'https://api.razorpay.com' : script);
  return { script: [script], frame: [...new Set([script, frame])] };
}

/**
 * The runtime configuration the shell serves. Sources, most specific first: environment
 * (`SUPABASE_URL`, `SUPABASE_ANON_KEY`, `SUPPORT_CHAT_NUMBER`, `RAZORPAY_CHECKOUT_URL`, `REMOTES_JSON` = path of a remote map), the running
 * local stack's `.local/stack.json`, then the local defaults. Validated against the shared
 * schema here, where it is written: the browser uses the copy inlined into each page as is.
 * Throws on a malformed setting (the server checks once at start, so it fails there).
 */
export function readRuntimeConfig(): StoreRuntimeConfig {
  const stackFile = path.join(rootDir, '.local/stack.json');
  const stack = existsSync(stackFile)
    ? (JSON.parse(readFileSync(stackFile, 'utf8')) as {
        apiUrl?: string;
        anonKey?: string;
        razorpayUrl?: string;
      })
    : {};
  // Read on every call (a few hundred bytes): a deploy that flips the map (`pnpm deploy:remote`
  // renames a new file over it) is served from the next page load on, without a restart.
  const remotes = process.env.REMOTES_JSON
    ? (JSON.parse(readFileSync(process.env.REMOTES_JSON, 'utf8')) as Record<string, string>)
    : localRemoteMap();
  return parseRuntimeConfig({
    supabaseUrl: process.env.SUPABASE_URL ?? stack.apiUrl ?? `http://${HOST}:${API_PORT}`,
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? stack.anonKey ?? ANON_KEY,
    // The local default is a placeholder number; a deployment sets the shop's real one.
    supportChatNumber: process.env.SUPPORT_CHAT_NUMBER ?? '919876543210',
    razorpayCheckoutUrl:
      process.env.RAZORPAY_CHECKOUT_URL ??
      (stack.razorpayUrl ? `${stack.razorpayUrl}/v1/checkout.js` : RAZORPAY_CHECKOUT_URL),
    remotes,
  });
}

/** Body of /config.json (backend URL and public key) or /remotes.json (the remote map). */
export function runtimeConfigJson(file: 'config' | 'remotes'): string {
  const { remotes, ...config } = readRuntimeConfig();
  return JSON.stringify(file === 'remotes' ? remotes : config);
}

/** Serves /config.json and /remotes.json; used by the dev server and the static server. */
export function runtimeConfigResponse(pathname: string): string | null {
  if (pathname === '/config.json') return runtimeConfigJson('config');
  if (pathname === '/remotes.json') return runtimeConfigJson('remotes');
  return null;
}

/** Inlines the config into index.html so the shell starts without waiting for two fetches. */
export function injectRuntimeConfig(html: string, config: StoreRuntimeConfig = readRuntimeConfig()): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  // The API is another origin: open its connection while the scripts download (saves a round
  // trip before a page's first query).
  const apiOrigin = new URL(config.supabaseUrl).origin.replace(/"/g, '');
  return html.replace(
    '<!--store-config-->',
    () =>
      `<link rel="preconnect" href="${apiOrigin}" crossorigin><script>window.__STORE_CONFIG__=${json}</script>`,
  );
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Rsbuild `dev.setupMiddlewares` entry serving the runtime config from the dev server. */
export const devRuntimeConfigMiddleware = (middlewares: {
  unshift: (...handlers: Middleware[]) => void;
}): void => {
  middlewares.unshift((req, res, next) => {
    const body = runtimeConfigResponse(new URL(req.url ?? '/', 'http://x').pathname);
    if (body === null) return next();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(body);
  });
};
