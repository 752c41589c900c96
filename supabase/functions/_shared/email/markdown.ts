/**
 * A staff remark (markdown) in an e-mail, through the renderer the apps use (react-markdown,
 * as `MarkdownRemark` in shared/src/ui): raw HTML in the text stays text (never parsed, never
 * run), link URLs go through its safe transform (`javascript:` and other non-http(s)/mailto links
 * come out empty and are shown as plain text), and images are shown as their alt text, so a remark
 * can neither run code nor load anything. Elements get inline styles, as mail clients want.
 */
import { createElement as h, type ReactNode } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { colors, textStyle } from './layout.ts';

const block = { ...textStyle, margin: '0 0 8px' };

const heading = ({ children }: { children?: ReactNode }) =>
  h('p', { className: 'gg-text', style: { ...block, fontWeight: 700 } }, children);

const components: Components = {
  p: ({ children }) => h('p', { className: 'gg-text', style: block }, children),
  a: ({ href, children }) =>
    href
      ? h(
          'a',
          {
            href,
            className: 'gg-link',
            style: { color: colors.link },
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
          },
          children,
        )
      : h('span', null, children),
  img: ({ alt }) => h('span', null, alt ?? ''),
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  ul: ({ children }) => h('ul', { className: 'gg-text', style: { ...block, paddingLeft: '20px' } }, children),
  ol: ({ children }) => h('ol', { className: 'gg-text', style: { ...block, paddingLeft: '20px' } }, children),
  li: ({ children }) => h('li', { style: { margin: '0 0 4px' } }, children),
  blockquote: ({ children }) =>
    h(
      'blockquote',
      {
        className: 'gg-muted',
        style: { margin: '0 0 8px', paddingLeft: '12px', borderLeft: `3px solid ${colors.border}` },
      },
      children,
    ),
  code: ({ children }) =>
    h(
      'code',
      { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '14px' } },
      children,
    ),
  pre: ({ children }) => h('pre', { style: { whiteSpace: 'pre-wrap', margin: '0 0 8px' } }, children),
};

export function Remark({ text }: { text: string }): ReactNode {
  // The wrapper styles what markdown leaves outside a paragraph (an HTML block kept as text).
  return h(
    'div',
    { className: 'gg-text', style: { color: colors.text, fontSize: '15px', lineHeight: '24px' } },
    h(Markdown, { skipHtml: false, urlTransform: defaultUrlTransform, components }, text),
  );
}
