import { describe, expect, it } from 'vitest';
import { EmailChangeRequestError } from '../api/request-email-change';
import { emailChangeErrorMessage, emailChangeFailure } from './email-change';

describe('emailChangeErrorMessage', () => {
  it.each([
    ['User already registered', undefined, 'This email address is already in use.'],
    ['anything', 'email_exists', 'This email address is already in use.'],
    [
      'For security purposes, you can only request this after 60 seconds.',
      undefined,
      'Too many requests. Please wait a minute and try again.',
    ],
    ['Something else', undefined, 'Failed to request email update.'],
    [null, undefined, 'Failed to request email update.'],
  ])('%s (%s) -> %s', (message, code, expected) => {
    expect(emailChangeErrorMessage(message, code)).toBe(expected);
  });

  it('titles a refusal and an exception differently', () => {
    expect(emailChangeFailure(new EmailChangeRequestError('User already registered'))).toEqual({
      title: 'Failed to Request Email Change',
      message: 'This email address is already in use.',
    });
    expect(emailChangeFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Email Update Error',
      message: 'Failed to request email update.',
    });
  });
});
