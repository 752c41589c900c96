import { describe, expect, it } from 'vitest';
import {
  validateEmailHasAt,
  validateLogin,
  validateNewPassword,
  validateRegister,
  validateResendEmail,
} from './rules';

describe('login rules', () => {
  it('needs e-mail and password', () => {
    expect(validateLogin({ email: '', password: 'secret1' })).toBe('Please fill all fields');
    expect(validateLogin({ email: '  ', password: 'secret1' })).toBe('Please fill all fields');
    expect(validateLogin({ email: 'a@b.in', password: '' })).toBe('Please fill all fields');
    expect(validateLogin({ email: 'a@b.in', password: 'x' })).toBeNull();
  });
});

describe('register rules', () => {
  const ok = { name: 'Asha', email: 'asha@example.in', password: 'secret1', confirm: 'secret1' };
  it('accepts a complete form', () => expect(validateRegister(ok)).toBeNull());
  it.each(['name', 'email', 'password', 'confirm'] as const)('requires %s', (field) => {
    expect(validateRegister({ ...ok, [field]: '' })).toBe('Please fill all fields');
  });
  it('requires matching passwords before the length', () => {
    expect(validateRegister({ ...ok, password: 'abc', confirm: 'abd' })).toBe("Passwords don't match");
  });
  it('requires at least 6 characters', () => {
    expect(validateRegister({ ...ok, password: '12345', confirm: '12345' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateRegister({ ...ok, password: '123456', confirm: '123456' })).toBeNull();
  });
});

describe('e-mail rules', () => {
  it('resend from the login form needs an address', () => {
    expect(validateResendEmail('')).toBe('Please enter your email address');
    expect(validateResendEmail(' ')).toBe('Please enter your email address');
    expect(validateResendEmail('x')).toBeNull();
  });
  it('verification panel and reset request need an @', () => {
    expect(validateEmailHasAt('asha.example.in')).toBe('Invalid email.');
    expect(validateEmailHasAt('')).toBe('Invalid email.');
    expect(validateEmailHasAt('asha@example.in')).toBeNull();
  });
});

describe('new password (reset page)', () => {
  it('needs 6 characters, then equal entries', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long.');
    expect(validateNewPassword('123456', '123457')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });
});
