// @vitest-environment node

import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { checkJsonValue, clientIp, normalizeEmail } from './request';

describe('checkJsonValue', () => {
  it('accepts ordinary bodies', () => {
    expect(checkJsonValue({ email: 'a@b.test', data: { name: 'A', tags: ['x'] } })).toBeNull();
  });

  it('finds NUL characters in values and keys at any depth', () => {
    expect(checkJsonValue({ a: { b: ['x\u0000y'] } })).toMatch(/NUL/);
    expect(checkJsonValue({ 'k\u0000': 1 })).toMatch(/NUL/);
  });

  it('refuses absurd nesting without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkJsonValue(deep)).toMatch(/nested/);
  });
});

describe('normalizeEmail (GoTrue validateEmail)', () => {
  it('lower-cases valid addresses', () => {
    expect(normalizeEmail('Someone@Example.TEST')).toBe('someone@example.test');
  });

  it.each([
    ['', 'An email address is required'],
    ['no-at-sign', 'Unable to validate email address: invalid format'],
    ['a@b..c', 'Unable to validate email address: invalid format'],
    [`${'x'.repeat(250)}@b.test`, 'An email address is too long'],
  ])('rejects %j', (email, message) => {
    expect(() => normalizeEmail(email)).toThrow(new AuthError(400, 'validation_failed', message));
  });
});

describe('clientIp', () => {
  const context = (peer: string | undefined, headers: Record<string, string> = {}) =>
    ({
      env: peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
      req: { header: (name: string) => headers[name.toLowerCase()] },
    }) as unknown as Context;

  it('is the socket peer; a forwarding header counts only when configured (a trusted proxy)', () => {
    const forged = { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' };
    expect(clientIp(context('127.0.0.2', forged), null)).toBe('127.0.0.2');
    expect(clientIp(context('127.0.0.2', forged), 'x-forwarded-for')).toBe('203.0.113.9');
    expect(clientIp(context('127.0.0.2'), 'x-forwarded-for')).toBe('127.0.0.2');
  });

  it('keys an IPv4 client the same over a dual-stack socket', () => {
    expect(clientIp(context('::ffff:192.0.2.7'), null)).toBe('192.0.2.7');
    expect(clientIp(context('2001:db8::1'), null)).toBe('2001:db8::1');
    expect(clientIp(context(undefined), null)).toBe('unknown');
  });
});
