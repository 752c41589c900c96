/**
 * Rate limits: a sliding-window log per key (per client IP, or one global key for e-mails sent)
 * and GoTrue's per-address e-mail frequency rule. In memory, like GoTrue's own limiters: a restart
 * forgets the windows, while the per-address rule survives because it reads `*_sent_at` columns.
 */
import type { WindowLimit } from './config';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: WindowLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key` if the window has room; otherwise says how long to wait. */
  hit(key: string): LimitResult {
    const now = this.now();
    const windowMs = this.limit.windowSeconds * 1000;
    this.sweep(now, windowMs);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  /** Drops keys with no hit inside the window, at most once per window, so memory stays bounded. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= now - windowMs) this.hits.delete(key);
    }
  }
}

/**
 * GoTrue's per-address e-mail period for e-mails the database does not record: those pretended
 * for an address that gets none (unknown, or already confirmed), so registered and unknown
 * addresses are refused alike, and those claimed ahead of a send that happens after the answer.
 * In memory; entries older than the period are dropped.
 */
export class EmailClaims {
  private readonly claims = new Map<string, number>();
  private lastSweep = 0;

  constructor(
    private readonly frequencySeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds before `key` may get another e-mail, counting `sentAt` (a send the database records). */
  wait(key: string, sentAt: Date | null): number {
    const claimed = this.claims.get(key);
    const last = Math.max(sentAt?.getTime() ?? 0, claimed ?? 0);
    return emailWaitSeconds(last > 0 ? new Date(last) : null, this.frequencySeconds, this.now());
  }

  record(key: string): void {
    const now = this.now();
    const periodMs = this.frequencySeconds * 1000;
    if (now - this.lastSweep >= periodMs) {
      this.lastSweep = now;
      for (const [k, at] of this.claims) if (at <= now - periodMs) this.claims.delete(k);
    }
    this.claims.set(key, now);
  }
}

/** Seconds left before another e-mail of a kind may go to an address (0: may send now). */
export function emailWaitSeconds(sentAt: Date | null, frequencySeconds: number, now = Date.now()): number {
  if (!sentAt) return 0;
  const left = sentAt.getTime() + frequencySeconds * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** GoTrue's generateFrequencyLimitErrorMessage. */
export function frequencyMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${seconds} seconds.`;
}

/** GoTrue says only "Request rate limit reached"; the security hint lets apps treat all 429s alike. */
export function requestLimitMessage(seconds: number): string {
  return `Request rate limit reached. For security purposes, you can only request this after ${seconds} seconds.`;
}
