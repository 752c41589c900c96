/**
 * Starts the whole local stand-in: Postgres (launched, or DATABASE_URL), bootstrap + migrations +
 * seed, the mail outbox (auth half), the Razorpay test gateway and the gateway. Returns URLs, keys
 * and a `stop()` that tears everything down in order.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { createSql } from './db';
import type { MailServer, StackConfig, StackDeps } from './deps';
import { startEmailSender } from './email-sender';
import { createGateway } from './gateway';
import {
  ANON_KEY,
  API_PORT,
  HOST,
  JWT_SECRET,
  MAIL_PORT,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_PORT,
  RAZORPAY_WEBHOOK_SECRET,
  SERVICE_ROLE_KEY,
} from './keys';
import { consoleLogger, type Logger } from './log';
import { startPaymentsSweeper } from './payments-sweeper';
import { launchPostgres, type PostgresServer } from './postgres/launcher';
import { migrate, SUPABASE_DIR } from './postgres/migrate';
import { startRazorpayGateway } from './razorpay';
import { applyShopSettingsFromEnv } from './shop-settings';

export const REPO_ROOT = path.resolve(SUPABASE_DIR, '..');
export const LOCAL_DIR = path.join(REPO_ROOT, '.local');
export const STACK_JSON = path.join(LOCAL_DIR, 'stack.json');

export interface StartStackOptions {
  /** Persistent mode only: wipe `.local/db` and start from an empty database. */
  fresh?: boolean;
  /** Throwaway database in a temp dir, removed on stop (tests, benches). */
  ephemeral?: boolean;
  /** 0 picks a free port (tests). Default 54321. */
  apiPort?: number;
  /** 0 picks a free port (tests). Default 54324. */
  mailPort?: number;
  /**
   * The Razorpay test gateway's port; 0 picks a free one. Default 54325 when the API is on its
   * default port, else a free port: stacks on other ports (tests, e2e, benches) must not collide
   * with a developer's running one.
   */
  razorpayPort?: number;
  /** Start the Razorpay test gateway; default true. */
  razorpay?: boolean;
  /** Run the seed even on an existing database. */
  seed?: boolean;
  /** Write `.local/stack.json`; default true only for the persistent run on default ports. */
  writeStackJson?: boolean;
  siteUrl?: string;
  log?: Logger;
  /**
   * Run the e-mail sender (send-emails on every outbox row, ADR 0015); default true. The stack
   * tests turn it off to drive the sender themselves.
   */
  emailSender?: boolean;
  /** Run the payments sweeper (payments-sweep on every `payments` notification and every 5 s); default true. */
  paymentsSweeper?: boolean;
}

export interface RunningStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailUrl: string;
  /** The Razorpay test gateway (REST API base, checkout.js, test hooks); null when not started. */
  razorpayUrl: string | null;
  dbUrl: string;
  jwtSecret: string;
  /** What the gateway mounted (auth and functions come from the auth half). */
  mounted: { rest: boolean; auth: boolean; functions: boolean; storage: boolean };
  stop(): Promise<void>;
}

type MailStarter = (options: { host: string; port: number; log: Logger }) => Promise<MailServer>;

async function startMail(port: number, log: Logger): Promise<MailServer | undefined> {
  const file = path.join(
    import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
    'mail/index.ts',
  );
  if (!fs.existsSync(file)) return undefined;
  const mod = (await import(file)) as { startMailServer?: MailStarter };
  if (typeof mod.startMailServer !== 'function') return undefined;
  return await mod.startMailServer({ host: HOST, port, log });
}

/** What the node server hands the app with each request; the auth router reads the client's socket from it. */
type Fetch = (req: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

function listen(app: { fetch: Fetch }, port: number) {
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: HOST, port }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets of idle clients must not hold the shutdown.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
    // A request Node's parser refuses (headers or URL over its 16 KB limit, a malformed request
    // line) never reaches the app; Node would answer it with an empty body. Answer JSON with a
    // message instead, like every other refusal of the API (found by the fuzzing, ADR 0014).
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(clientErrorResponse(error.code));
    });
  });
}

/** The raw HTTP answer to a request the parser refused: 431 for oversized headers, else 400. */
export function clientErrorResponse(code: string | undefined): string {
  const tooLarge = code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    code: tooLarge ? 'PGRST431' : 'PGRST400',
    message: tooLarge
      ? 'Request header fields or URL too large (max 16 KB): send large arguments in the body (POST)'
      : 'Malformed HTTP request',
    details: null,
    hint: null,
  });
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nAccess-Control-Allow-Origin: *\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? consoleLogger;
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: Error) => log.error(`stop: ${error.message}`));
    }
  };

  try {
    let dbUrl = process.env.DATABASE_URL;
    let server: PostgresServer | undefined;
    if (!dbUrl) {
      const dataDir = options.ephemeral ? undefined : path.join(LOCAL_DIR, 'db');
      if (dataDir && options.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
      server = await launchPostgres({ dataDir, log });
      cleanups.push(() => (server as PostgresServer).stop());
      dbUrl = server.url;
    } else {
      log.info('postgres: using DATABASE_URL');
    }

    const sql = createSql(dbUrl, { max: 20, applicationName: 'store-local-gateway' });
    cleanups.push(() => sql.end({ timeout: 2 }));
    const started = Date.now();
    const result = await migrate(sql, { seed: options.seed, log });
    log.info(
      `migrate: ${result.applied.length} new migration(s), ${result.seeded.length} seed file(s) (${Date.now() - started} ms)`,
    );
    await applyShopSettingsFromEnv(sql, process.env, log);

    const mailPort = options.mailPort ?? MAIL_PORT;
    const mail = await startMail(mailPort, log);
    if (mail) cleanups.push(() => mail.stop());
    const mailUrl = mail?.url ?? `http://${HOST}:${mailPort}`;

    // The gateway's URL must be known before routers are built (links in e-mails): bind first
    // when a random port is asked for.
    const requestedApiPort = options.apiPort ?? API_PORT;
    // Webhooks go to the store's razorpay-webhook function; the API URL is read at each delivery,
    // as it is known only once the API is bound below.
    let webhookUrl: string | undefined;
    const razorpay =
      options.razorpay === false
        ? undefined
        : await startRazorpayGateway({
            host: HOST,
            port: options.razorpayPort ?? (requestedApiPort === API_PORT ? RAZORPAY_PORT : 0),
            log,
            keyId: RAZORPAY_KEY_ID,
            keySecret: RAZORPAY_KEY_SECRET,
            webhookSecret: RAZORPAY_WEBHOOK_SECRET,
            webhookUrl: () => webhookUrl,
          });
    if (razorpay) cleanups.push(() => razorpay.stop());
    // Storage's files: kept in `.local/storage` beside the database, or thrown away with the stack.
    let storageDir = path.join(LOCAL_DIR, 'storage');
    if (options.ephemeral) {
      const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-storage-'));
      cleanups.push(async () => fs.rmSync(temp, { recursive: true, force: true }));
      storageDir = temp;
    } else if (options.fresh) {
      fs.rmSync(storageDir, { recursive: true, force: true });
    }
    const config: StackConfig = {
      apiUrl: '',
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
      additionalRedirectUrls: [
        'http://localhost:3000',
        'http://127.0.0.1:3000/**',
        'http://localhost:3000/**',
      ],
      jwtSecret: JWT_SECRET,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      mailUrl,
      ...(razorpay ? { razorpayUrl: razorpay.url } : {}),
      dbUrl,
      storageDir,
    };
    const deps: StackDeps = { sql, config, log, ...(mail ? { mail } : {}) };
    let gatewayFetch: Fetch | null = null;
    const http = await listen(
      {
        // The bindings must reach the app: per-IP auth limits key on the socket's peer address.
        fetch: (req, env) =>
          gatewayFetch ? gatewayFetch(req, env) : new Response('{"message":"starting"}', { status: 503 }),
      },
      requestedApiPort,
    );
    cleanups.push(() => http.close());
    config.apiUrl = `http://${HOST}:${http.port}`;
    webhookUrl = `${config.apiUrl}/functions/v1/razorpay-webhook`;
    const gateway = await createGateway(deps);
    gatewayFetch = gateway.app.fetch;

    if (options.emailSender !== false && gateway.mounted.functions) {
      const sendUrl = `${config.apiUrl}/functions/v1/send-emails`;
      const sender = await startEmailSender({
        sql,
        log,
        send: async () => {
          const response = await gateway.app.fetch(
            new Request(sendUrl, {
              method: 'POST',
              headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
            }),
          );
          const body = (await response.json().catch(() => ({}))) as { claimed?: number; error?: string };
          if (!response.ok) throw new Error(`${response.status} ${body.error ?? ''}`);
          return body.claimed ?? 0;
        },
      });
      cleanups.push(() => sender.stop());
    }

    if (options.paymentsSweeper !== false && gateway.mounted.functions) {
      const sweepUrl = `${config.apiUrl}/functions/v1/payments-sweep`;
      const sweeper = await startPaymentsSweeper({
        sql,
        log,
        call: () =>
          Promise.resolve(
            gateway.app.fetch(
              new Request(sweepUrl, {
                method: 'POST',
                headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
              }),
            ),
          ),
      });
      cleanups.push(() => sweeper.stop());
    }

    const stack: RunningStack = {
      apiUrl: config.apiUrl,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      mailUrl,
      razorpayUrl: razorpay?.url ?? null,
      dbUrl,
      jwtSecret: JWT_SECRET,
      mounted: gateway.mounted,
      stop,
    };

    const writeJson = options.writeStackJson ?? (!options.ephemeral && requestedApiPort === API_PORT);
    if (writeJson) {
      fs.mkdirSync(LOCAL_DIR, { recursive: true });
      const { apiUrl, anonKey, serviceRoleKey, mailUrl: m, razorpayUrl, dbUrl: d } = stack;
      // Written whole (rename) so readers never see half a file; removed first on stop.
      const temp = `${STACK_JSON}.${process.pid}.tmp`;
      fs.writeFileSync(
        temp,
        `${JSON.stringify({ apiUrl, anonKey, serviceRoleKey, mailUrl: m, razorpayUrl, dbUrl: d }, null, 2)}\n`,
      );
      fs.renameSync(temp, STACK_JSON);
      cleanups.push(async () => fs.rmSync(STACK_JSON, { force: true }));
    }
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
