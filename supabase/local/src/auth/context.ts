/** What every auth route shares: the database, the resolved config, the mailer and the limiters. */
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { Logger } from '../log';
import type { Mailer } from '../mail/index';
import type { AuthConfig, WindowLimit } from './config';
import { tooManyRequests } from './errors';
import { EmailClaims, requestLimitMessage, SlidingWindowLimiter } from './rate-limit';
import { clientIp } from './request';
import type { GrantInfo } from './sessions';

export interface Limiters {
  signInSignUps: SlidingWindowLimiter;
  tokenRefresh: SlidingWindowLimiter;
  tokenVerifications: SlidingWindowLimiter;
  /** Global e-mails per hour; null when unlimited. */
  emailSent: SlidingWindowLimiter | null;
  /** Per-address e-mails not recorded in auth.users (see EmailClaims). */
  emailClaims: EmailClaims;
}

export interface AuthContext {
  sql: Sql;
  config: AuthConfig;
  mailer: Mailer;
  log: Logger;
  limiters: Limiters;
}

export function createLimiters(config: AuthConfig): Limiters {
  const { rateLimits } = config;
  const perIp = (limit: WindowLimit) =>
    new SlidingWindowLimiter({
      max: Math.round(limit.max * rateLimits.perIpScale),
      windowSeconds: limit.windowSeconds,
    });
  return {
    signInSignUps: perIp(rateLimits.signInSignUps),
    tokenRefresh: perIp(rateLimits.tokenRefresh),
    tokenVerifications: perIp(rateLimits.tokenVerifications),
    emailSent:
      rateLimits.emailSentPerHour === null
        ? null
        : new SlidingWindowLimiter({ max: rateLimits.emailSentPerHour, windowSeconds: 3600 }),
    emailClaims: new EmailClaims(rateLimits.emailFrequencySeconds),
  };
}

/** Counts the request against the client's per-IP window or throws GoTrue's 429. */
export function limitByIp(ctx: AuthContext, c: Context, limiter: SlidingWindowLimiter): void {
  const result = limiter.hit(clientIp(c, ctx.config.rateLimitHeader));
  if (!result.allowed) {
    throw tooManyRequests('over_request_rate_limit', requestLimitMessage(result.retryAfterSeconds));
  }
}

export function grantInfo(ctx: AuthContext, c: Context): GrantInfo {
  return { userAgent: c.req.header('user-agent'), ip: clientIp(c, ctx.config.rateLimitHeader) };
}
