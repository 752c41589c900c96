/**
 * What every router of the gateway receives. The REST half (rest/) and the auth half (auth/,
 * functions.ts, mail/) both take this object, so they share one database pool and one config.
 */
import type { Sql } from './db';
import type { Logger } from './log';

export interface StackConfig {
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Where e-mail links send the user by default (config.toml auth.site_url). */
  siteUrl: string;
  /** Extra redirect targets allowed besides siteUrl (config.toml auth.additional_redirect_urls). */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Base URL of the local mail outbox (viewer + JSON API). */
  mailUrl: string;
  /** Base URL of the local Razorpay test gateway, when it runs (RAZORPAY_API_URL of the functions). */
  razorpayUrl?: string;
  /** Superuser connection string of the database. */
  dbUrl: string;
  /** Where Storage keeps object files (`.local/storage`, or a temp dir for a throwaway stack). */
  storageDir?: string;
}

/** The running mail outbox, as returned by `startMailServer` (auth half); opaque to the REST half. */
export interface MailServer {
  url: string;
  stop(): Promise<void>;
}

export interface StackDeps {
  /** Superuser pool: may set any role; routers switch to the API role per request (withRequestTx). */
  sql: Sql;
  config: StackConfig;
  log: Logger;
  mail?: MailServer;
}
