/**
 * The sign-in e-mails (confirm sign-up, reset password, sign-in link, e-mail change) in the
 * shop's frame: a heading, what to do, the button, the 6-digit code and why it may be ignored.
 * The local stack's auth sends them (supabase/local/src/auth/emails.ts); a hosted project pastes
 * the rendered HTML into its Auth templates (docs/adr/0023-html-emails.md).
 */
import { Heading, Text } from '@react-email/components';
import { createElement as h } from 'react';
import type { EmailElement } from './item-email.ts';
import { colors, DetailsButton, Layout, mutedStyle, TEXT_FOOTER, textStyle } from './layout.ts';

export interface AuthEmailContent {
  heading: string;
  intro: string;
  /** The button's words ('Confirm your e-mail address'). */
  action: string;
  outro: string;
}

export function authEmail(content: AuthEmailContent, link: string, otp: string): EmailElement {
  const element = h(
    Layout,
    { preview: content.intro },
    h(
      Heading,
      { as: 'h1', className: 'gg-text', style: { ...textStyle, fontSize: '20px', fontWeight: 700 } },
      content.heading,
    ),
    h(Text, { className: 'gg-text', style: textStyle }, content.intro),
    h(DetailsButton, { href: link, label: content.action }),
    h(Text, { className: 'gg-muted', style: { ...mutedStyle, margin: '16px 0 4px' } }, 'Or enter this code:'),
    h(
      Text,
      {
        className: 'gg-text',
        style: { ...textStyle, color: colors.text, fontSize: '24px', fontWeight: 700, letterSpacing: '4px' },
      },
      otp,
    ),
    h(Text, { className: 'gg-muted', style: mutedStyle }, content.outro),
  );
  const text = [
    content.heading,
    '',
    content.intro,
    '',
    `${content.action}: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    content.outro,
    '',
    TEXT_FOOTER,
    '',
  ].join('\n');
  return { element, text };
}
