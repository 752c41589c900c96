// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthError, errorBody, requestsApiVersion, weakPassword } from './errors';

describe('GoTrue error bodies', () => {
  const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

  it('uses { code, message } for API version 2024-01-01 and later', () => {
    expect(errorBody(error, true)).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('uses the legacy { code: status, error_code, msg } otherwise', () => {
    expect(errorBody(error, false)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('adds the weak_password reasons auth-js turns into AuthWeakPasswordError', () => {
    expect(errorBody(weakPassword('Password should be at least 6 characters.', ['length']), true)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('reads the version header as GoTrue does', () => {
    expect(requestsApiVersion('2024-01-01')).toBe(true);
    expect(requestsApiVersion('2025-06-30')).toBe(true);
    expect(requestsApiVersion('2023-12-31')).toBe(false);
    expect(requestsApiVersion('yesterday')).toBe(false);
    expect(requestsApiVersion(undefined)).toBe(false);
  });
});
