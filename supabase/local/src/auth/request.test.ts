// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors';
import { checkJsonValue, normalizeEmail } from './request';

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
