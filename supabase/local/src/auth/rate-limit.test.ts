// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EmailClaims,
  emailWaitSeconds,
  frequencyMessage,
  requestLimitMessage,
  SlidingWindowLimiter,
} from './rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowLimiter', () => {
  it('allows max hits per window and then says how long to wait', () => {
    const t = clock();
    const limiter = new SlidingWindowLimiter({ max: 3, windowSeconds: 60 }, t.now);
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
    t.advance(10_000);
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true });
    // The oldest hit leaves the window 60 s after it was made: 50 s from now.
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it('slides: a hit leaving the window frees one slot, not all', () => {
    const t = clock();
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 }, t.now);
    limiter.hit('k');
    t.advance(5_000);
    limiter.hit('k');
    t.advance(5_001); // the first hit is now out of the window
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(false);
  });

  it('counts refused requests as nothing and keys independently', () => {
    const t = clock();
    const limiter = new SlidingWindowLimiter({ max: 1, windowSeconds: 10 }, t.now);
    expect(limiter.hit('a').allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
    t.advance(10_001);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets idle keys so memory stays bounded', () => {
    const t = clock();
    const limiter = new SlidingWindowLimiter({ max: 1, windowSeconds: 1 }, t.now);
    for (let i = 0; i < 1000; i++) limiter.hit(`ip-${i}`);
    t.advance(2_000);
    limiter.hit('fresh');
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBe(1);
  });
});

describe('per-address e-mail frequency', () => {
  it('waits out the rest of the period, rounded up', () => {
    const now = Date.now();
    expect(emailWaitSeconds(null, 60, now)).toBe(0);
    expect(emailWaitSeconds(new Date(now - 59_500), 60, now)).toBe(1);
    expect(emailWaitSeconds(new Date(now - 1_000), 60, now)).toBe(59);
    expect(emailWaitSeconds(new Date(now - 60_000), 60, now)).toBe(0);
  });

  it('words both limits with the security hint apps look for', () => {
    expect(frequencyMessage(59)).toBe('For security purposes, you can only request this after 59 seconds.');
    expect(requestLimitMessage(12)).toContain('For security purposes');
  });
});

describe('EmailClaims', () => {
  it('holds a claimed address to the period, like one the database says was mailed', () => {
    const t = clock();
    const claims = new EmailClaims(60, t.now);
    expect(claims.wait('recovery:a@b.test', null)).toBe(0);
    claims.record('recovery:a@b.test');
    t.advance(10_000);
    expect(claims.wait('recovery:a@b.test', null)).toBe(50);
    expect(claims.wait('recovery:other@b.test', null)).toBe(0);
    // The later of the claim and the recorded send counts.
    expect(claims.wait('recovery:a@b.test', new Date(t.now() - 1_000))).toBe(59);
    t.advance(50_000);
    expect(claims.wait('recovery:a@b.test', null)).toBe(0);
  });

  it('forgets claims older than the period', () => {
    const t = clock();
    const claims = new EmailClaims(1, t.now);
    for (let i = 0; i < 1000; i++) claims.record(`recovery:${i}@b.test`);
    t.advance(2_000);
    claims.record('recovery:fresh@b.test');
    expect((claims as unknown as { claims: Map<string, number> }).claims.size).toBe(1);
  });
});
