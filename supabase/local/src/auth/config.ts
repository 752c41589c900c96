/**
 * Settings of the auth router. Defaults are GoTrue's as the Supabase CLI configures them; the
 * project's `supabase/config.toml` ([auth], [auth.email], [auth.rate_limit]) overrides them like
 * the CLI does, and `deps.auth` (or the second argument of createAuthRouter) overrides both so
 * tests and benches can lower or raise limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

export interface WindowLimit {
  /** Requests allowed per key within the window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Per address: one e-mail of each kind (confirmation, recovery, e-mail change) per this many seconds. */
  emailFrequencySeconds: number;
  /** Global e-mails per hour (GoTrue's RATE_LIMIT_EMAIL_SENT); null: unlimited, as the CLI without SMTP. */
  emailSentPerHour: number | null;
  /** Per IP: /signup, /token?grant_type=password, /recover, /resend, /otp, PUT /user. */
  signInSignUps: WindowLimit;
  /** Per IP: /token?grant_type=refresh_token. */
  tokenRefresh: WindowLimit;
  /** Per IP: /verify. */
  tokenVerifications: WindowLimit;
  /** Multiplies every per-IP `max` (tests and benches share one loopback address). */
  perIpScale: number;
}

export interface AuthConfig {
  apiUrl: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtSecret: string;
  serviceRoleKey: string;
  /** Access token lifetime. */
  jwtExpirySeconds: number;
  enableSignup: boolean;
  /** Off: sign-up sends a confirmation link and returns no session (the hosted default). */
  mailerAutoconfirm: boolean;
  /** E-mail changes need the links sent to both the current and the new address. */
  secureEmailChange: boolean;
  otpExpirySeconds: number;
  otpLength: number;
  minimumPasswordLength: number;
  /** A revoked refresh token may still be exchanged this long after its rotation (tabs racing). */
  refreshTokenReuseIntervalSeconds: number;
  /** Header holding the client IP for per-IP limits (GoTrue's RATE_LIMIT_HEADER); default: the socket address. */
  rateLimitHeader: string | null;
  maxBodyBytes: number;
  rateLimits: RateLimits;
}

export type AuthOverrides = Partial<Omit<AuthConfig, 'rateLimits'>> & { rateLimits?: Partial<RateLimits> };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  emailFrequencySeconds: 60,
  emailSentPerHour: null,
  signInSignUps: { max: 30, windowSeconds: 300 },
  tokenRefresh: { max: 150, windowSeconds: 300 },
  tokenVerifications: { max: 30, windowSeconds: 300 },
  perIpScale: 1,
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const CONFIG_TOML = path.resolve(here, '../../../config.toml');

/** The fields of the stack's config the auth router needs. */
export interface StackAuthInputs {
  apiUrl: string;
  siteUrl: string;
  additionalRedirectUrls?: string[];
  jwtSecret: string;
  serviceRoleKey: string;
}

type Toml = Record<string, unknown>;

function table(value: unknown): Toml {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Toml) : {};
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Durations as the CLI writes them ("60s", "1m", "1h") or plain seconds. */
export function parseDurationSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return num(value);
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2] ?? 's';
  return unit === 'ms' ? n / 1000 : unit === 'm' ? n * 60 : unit === 'h' ? n * 3600 : n;
}

/** The auth settings of `config.toml`, as overrides; a missing or unreadable file gives none. */
export function readConfigToml(file = CONFIG_TOML): AuthOverrides {
  let doc: Toml;
  try {
    doc = parse(fs.readFileSync(file, 'utf8')) as Toml;
  } catch {
    return {};
  }
  const auth = table(doc.auth);
  const email = table(auth.email);
  const limits = table(auth.rate_limit);
  const out: AuthOverrides = {};
  const rate: Partial<RateLimits> = {};
  const set = <K extends keyof AuthOverrides>(key: K, value: AuthOverrides[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('jwtExpirySeconds', num(auth.jwt_expiry));
  set('enableSignup', bool(auth.enable_signup));
  set('minimumPasswordLength', num(auth.minimum_password_length));
  set('refreshTokenReuseIntervalSeconds', num(auth.refresh_token_reuse_interval));
  const confirmations = bool(email.enable_confirmations);
  if (confirmations !== undefined) out.mailerAutoconfirm = !confirmations;
  set('secureEmailChange', bool(email.double_confirm_changes));
  set('otpExpirySeconds', num(email.otp_expiry));
  set('otpLength', num(email.otp_length));
  const frequency = parseDurationSeconds(email.max_frequency);
  if (frequency !== undefined) rate.emailFrequencySeconds = frequency;
  const perFiveMinutes = (value: unknown): WindowLimit | undefined => {
    const max = num(value);
    return max === undefined ? undefined : { max, windowSeconds: 300 };
  };
  const signIn = perFiveMinutes(limits.sign_in_sign_ups);
  if (signIn) rate.signInSignUps = signIn;
  const refresh = perFiveMinutes(limits.token_refresh);
  if (refresh) rate.tokenRefresh = refresh;
  const verify = perFiveMinutes(limits.token_verifications);
  if (verify) rate.tokenVerifications = verify;
  const sent = num(limits.email_sent);
  if (sent !== undefined) rate.emailSentPerHour = sent;
  if (Object.keys(rate).length > 0) out.rateLimits = rate;
  return out;
}

function envScale(): number | undefined {
  const raw = process.env.STORE_AUTH_RATE_LIMIT_SCALE;
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function resolveAuthConfig(
  stack: StackAuthInputs,
  ...layers: (AuthOverrides | undefined)[]
): AuthConfig {
  const base: AuthConfig = {
    apiUrl: stack.apiUrl,
    siteUrl: stack.siteUrl,
    additionalRedirectUrls: stack.additionalRedirectUrls ?? [],
    jwtSecret: stack.jwtSecret,
    serviceRoleKey: stack.serviceRoleKey,
    jwtExpirySeconds: 3600,
    enableSignup: true,
    mailerAutoconfirm: false,
    secureEmailChange: true,
    otpExpirySeconds: 3600,
    otpLength: 6,
    minimumPasswordLength: 6,
    refreshTokenReuseIntervalSeconds: 10,
    rateLimitHeader: null,
    maxBodyBytes: 1 << 20,
    rateLimits: { ...DEFAULT_RATE_LIMITS },
  };
  const scale = envScale();
  const all = [readConfigToml(), scale ? { rateLimits: { perIpScale: scale } } : undefined, ...layers];
  let config = base;
  for (const layer of all) {
    if (!layer) continue;
    const { rateLimits, ...rest } = layer;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    config = { ...config, ...defined, rateLimits: { ...config.rateLimits, ...rateLimits } };
  }
  return config;
}
