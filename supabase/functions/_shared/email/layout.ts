/**
 * The frame of every e-mail the shop sends (docs/adr/0023-html-emails.md): the GameGear wordmark,
 * the content on a card, the 'View details' button and the footer with the seller's legal name
 * and the support address. React Email components (tables and inline styles, which mail clients
 * keep), fluid up to 600 px so a phone shows it whole, light by default and dark where the client
 * asks for it (`color-scheme` plus a `prefers-color-scheme` block; colours that also survive
 * clients that invert them on their own). The wordmark is text on a solid tile, not an image, so it
 * shows with images off and never vanishes on a dark background.
 *
 * No JSX: these modules are shared by the edge functions (Node locally, Deno deployed) and the
 * local stack, and `createElement` needs no JSX setting in either.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { SELLER_IDENTITY } from 'shared/contracts';

export const SHOP_NAME = 'GameGear';
export const SELLER_NAME: string = SELLER_IDENTITY.legal_name;
/** The support address of the footer (shared/src/constants/spec.ts SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = 'support@gamegear.in';

export const colors = {
  page: '#eef0f4',
  card: '#ffffff',
  text: '#14161c',
  muted: '#545b69',
  border: '#dfe2e8',
  accent: '#4f46e5',
  onAccent: '#ffffff',
  link: '#3b38c4',
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

// Clients that support it (Apple Mail, iOS, Outlook.com, some Android apps) switch to these; the
// others keep the light colours or invert them themselves. Inline styles win over a class, so
// these need !important. React Email's Body repeats the page colour on its wrapper cell, hence
// the second selector.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .gg-page, .gg-page > table > tbody > tr > td { background-color: #0e1015 !important; }
  .gg-card { background-color: #181b23 !important; border-color: #2b303b !important; }
  .gg-text { color: #e8eaef !important; }
  .gg-muted { color: #a4abb8 !important; }
  .gg-rule { border-color: #2b303b !important; }
  .gg-link { color: #a5b4fc !important; }
}
@media only screen and (max-width: 620px) {
  .gg-card { padding: 20px 16px !important; }
}
`;

export const textStyle = {
  color: colors.text,
  fontSize: '15px',
  lineHeight: '24px',
  margin: '0 0 12px',
} as const;
export const mutedStyle = {
  color: colors.muted,
  fontSize: '13px',
  lineHeight: '20px',
  margin: '0 0 6px',
} as const;

/** 'GameGear' beside a 'GG' tile: text only, so it reads in every client. */
function Wordmark(): ReactNode {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0, style: { margin: '0 0 16px' } },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          {
            style: {
              backgroundColor: colors.accent,
              color: colors.onAccent,
              borderRadius: '8px',
              width: '36px',
              height: '36px',
              textAlign: 'center',
              verticalAlign: 'middle',
              fontFamily: font,
              fontWeight: 800,
              fontSize: '15px',
              letterSpacing: '0.5px',
            },
          },
          'GG',
        ),
        h(
          'td',
          {
            className: 'gg-text',
            style: {
              paddingLeft: '10px',
              color: colors.text,
              fontFamily: font,
              fontWeight: 700,
              fontSize: '20px',
              verticalAlign: 'middle',
            },
          },
          SHOP_NAME,
        ),
      ),
    ),
  );
}

export function DetailsButton({ href, label = 'View details' }: { href: string; label?: string }): ReactNode {
  return h(
    Section,
    { style: { margin: '20px 0 8px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: colors.accent,
          color: colors.onAccent,
          borderRadius: '8px',
          fontFamily: font,
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 22px',
          textDecoration: 'none',
          display: 'inline-block',
        },
      },
      label,
    ),
  );
}

export interface LayoutProps {
  /** The inbox's preview line (the opening sentence). */
  preview: string;
  children?: ReactNode;
}

export function Layout({ preview, children }: LayoutProps): ReactNode {
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_MODE_CSS),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: 'gg-page',
        style: { backgroundColor: colors.page, margin: 0, padding: '24px 8px', fontFamily: font },
      },
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%', margin: '0 auto' } },
        h(Wordmark),
        h(
          Section,
          {
            className: 'gg-card gg-text',
            style: {
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: '12px',
              padding: '28px 28px',
              color: colors.text,
            },
          },
          children,
        ),
        h(
          Section,
          { style: { padding: '16px 4px 0' } },
          h(Text, { className: 'gg-muted', style: mutedStyle }, `${SELLER_NAME} (${SHOP_NAME})`),
          h(
            Text,
            { className: 'gg-muted', style: mutedStyle },
            'Questions? Write to ',
            h(
              Link,
              { href: `mailto:${SUPPORT_EMAIL}`, className: 'gg-link', style: { color: colors.link } },
              SUPPORT_EMAIL,
            ),
            '.',
          ),
        ),
      ),
    ),
  );
}

export const Rule = (): ReactNode =>
  h(Hr, { className: 'gg-rule', style: { borderColor: colors.border, margin: '20px 0' } });

/** The footer of every text part. */
export const TEXT_FOOTER = `--\n${SELLER_NAME} (${SHOP_NAME})\nQuestions? Write to ${SUPPORT_EMAIL}.`;
