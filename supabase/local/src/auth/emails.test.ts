// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  confirmEmailChangeEmail,
  confirmSignupEmail,
  magicLinkEmail,
  resetPasswordEmail,
  verifyLink,
} from './emails';

const link = verifyLink('http://127.0.0.1:54321', 'hash', 'signup', 'http://127.0.0.1:3000/?a=1&b=2');

describe('auth e-mails', () => {
  it('are GameGear e-mails in the shop frame: HTML with the button, a text part with the link and the code', () => {
    const mail = confirmSignupEmail('asha@example.test', link, '123456');
    expect(mail.subject).toBe('Confirm your signup');
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain('Thanks for creating a GameGear account.');
    expect(mail.text).toContain(`Confirm your e-mail address: ${link}`);
    expect(mail.text).toContain('Or enter this code: 123456');
    expect(mail.text).toContain('GameGear Retail Private Limited');
    expect(mail.text).not.toContain('the store');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('123456');
    expect(mail.html).toContain('GameGear Retail Private Limited');
  });

  it('name GameGear in every kind and escape what the user typed', () => {
    const mails = [
      resetPasswordEmail('a@example.test', link, '111111'),
      magicLinkEmail('a@example.test', link, '222222'),
      confirmEmailChangeEmail('a@example.test', link, '333333', 'a@example.test', '<b>new</b>@example.test'),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('GameGear');
      expect(mail.html).toContain('GameGear');
    }
    expect(mails[2]?.html).toContain('&lt;b&gt;new&lt;/b&gt;@example.test');
    expect(mails[2]?.html).not.toContain('<b>new</b>');
  });
});
