import { describe, expect, it } from 'vitest';
import { isExistingAccountSignUp, mapAuthError } from './map-error';

describe('mapAuthError: login, register, resend', () => {
  it('invalid credentials', () => {
    expect(mapAuthError({ message: 'Invalid login credentials', status: 400 }, 'login')).toEqual({
      message: 'Invalid email or password',
      notConfirmed: false,
    });
    expect(mapAuthError({ message: 'x', code: 'invalid_credentials' }, 'login').message).toBe(
      'Invalid email or password',
    );
  });
  it('unconfirmed e-mail reveals resend', () => {
    expect(mapAuthError({ message: 'Email not confirmed', status: 400 }, 'login')).toEqual({
      message: 'Email not confirmed',
      notConfirmed: true,
    });
    expect(mapAuthError({ message: '', code: 'email_not_confirmed' }, 'login').notConfirmed).toBe(true);
  });
  it('status 422 is invalid data', () => {
    expect(
      mapAuthError({ message: 'Password should be at least 6 characters.', status: 422 }, 'register').message,
    ).toBe('Invalid data provided');
  });
  it('rate limits are too many requests', () => {
    const error = {
      message: 'For security purposes, you can only request this after 42 seconds.',
      status: 429,
    };
    expect(mapAuthError(error, 'login').message).toBe('Too many requests. Please try again later');
    expect(mapAuthError(error, 'register').message).toBe('Too many requests. Please try again later');
    expect(mapAuthError(error, 'resend').message).toBe('Too many requests. Please try again later');
    expect(mapAuthError({ message: 'email rate limit exceeded', status: 429 }, 'resend').message).toBe(
      'Too many requests. Please try again later',
    );
  });
  it('an already registered address', () => {
    expect(mapAuthError({ message: 'User already registered', status: 422 }, 'register').message).toBe(
      'An account with this email already exists',
    );
  });
  it('anything else keeps the service message, or a generic one', () => {
    expect(
      mapAuthError({ message: 'Signups not allowed for this instance', status: 403 }, 'register').message,
    ).toBe('Signups not allowed for this instance');
    expect(mapAuthError(null, 'login').message).toBe('Unexpected error.');
  });
});

describe('mapAuthError: password reset request', () => {
  it("a message containing 'security' becomes 'Too many requests.'", () => {
    expect(
      mapAuthError(
        { message: 'For security purposes, you can only request this after 60 seconds.' },
        'reset',
      ),
    ).toEqual({ message: 'Too many requests.', notConfirmed: false });
  });
  it("otherwise the service message or 'Failed.'", () => {
    expect(
      mapAuthError({ message: 'Unable to validate email address: invalid format' }, 'reset').message,
    ).toBe('Unable to validate email address: invalid format');
    expect(mapAuthError({ message: '' }, 'reset').message).toBe('Failed.');
  });
});

describe('mapAuthError: password update', () => {
  it('keeps the service message, else the fallback', () => {
    expect(
      mapAuthError({ message: 'New password should be different from the old password.' }, 'update-password')
        .message,
    ).toBe('New password should be different from the old password.');
    expect(mapAuthError({}, 'update-password').message).toBe('Failed to update password. Please try again.');
  });
});

describe('isExistingAccountSignUp', () => {
  it('an empty identities list means the address is taken', () => {
    expect(isExistingAccountSignUp({ identities: [] })).toBe(true);
    expect(isExistingAccountSignUp({ identities: [{ id: '1' }] })).toBe(false);
    expect(isExistingAccountSignUp({})).toBe(false);
    expect(isExistingAccountSignUp(null)).toBe(false);
  });
});
