/**
 * The e-mail of an order's or a request's event (ADR 0015, 0023): rendered from the outbox row's
 * payload to HTML (React Email) and to a text part that says the same, with the 'View details'
 * link on the store's address. Rows written before payloads existed are sent from their stored
 * text body in the same frame (`legacyEmail`).
 */
import { Heading, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { colors, DetailsButton, Layout, mutedStyle, Rule, TEXT_FOOTER, textStyle } from './layout.ts';
import { Remark } from './markdown.ts';
import type { ItemEmailPayload, ItemSummary, SummaryRow } from './payload.ts';

export interface EmailElement {
  /** The React Email tree (for `render`). */
  element: ReactNode;
  /** The text part, readable on its own. */
  text: string;
}

const cell = { padding: '6px 0', fontSize: '15px', lineHeight: '22px', verticalAlign: 'top' } as const;

function table(children: ReactNode[]): ReactNode {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      style: { width: '100%', borderCollapse: 'collapse', margin: '0 0 8px' },
    },
    h('tbody', null, ...children),
  );
}

function labelValue(row: SummaryRow, key: string, strong = false): ReactNode {
  return h(
    'tr',
    { key },
    h(
      'td',
      { className: 'gg-muted', style: { ...cell, color: colors.muted, width: '40%', paddingRight: '12px' } },
      row.label,
    ),
    h(
      'td',
      {
        className: 'gg-text',
        style: { ...cell, color: colors.text, fontWeight: strong ? 700 : 400, wordBreak: 'break-word' },
      },
      row.value,
    ),
  );
}

function Summary({ summary }: { summary: ItemSummary }): ReactNode {
  const parts: ReactNode[] = [];
  if (summary.lines.length > 0)
    parts.push(
      h(
        Heading,
        {
          key: 'h',
          as: 'h2',
          className: 'gg-text',
          style: { ...textStyle, fontSize: '16px', fontWeight: 700 },
        },
        'Items',
      ),
      table(
        summary.lines.map((line, i) =>
          h(
            'tr',
            { key: `l${i}` },
            h(
              'td',
              { className: 'gg-text', style: { ...cell, color: colors.text, paddingRight: '12px' } },
              line.name,
              h('span', { className: 'gg-muted', style: { color: colors.muted } }, ` × ${line.quantity}`),
            ),
            h(
              'td',
              {
                className: 'gg-text',
                style: { ...cell, color: colors.text, textAlign: 'right', whiteSpace: 'nowrap' },
              },
              line.amount,
            ),
          ),
        ),
      ),
    );
  if (summary.rows.length > 0)
    parts.push(h('div', { key: 'r' }, table(summary.rows.map((r, i) => labelValue(r, `r${i}`)))));
  if (summary.totals.length > 0)
    parts.push(
      h(
        'div',
        {
          key: 't',
          style: { borderTop: `1px solid ${colors.border}`, paddingTop: '4px' },
          className: 'gg-rule',
        },
        table(summary.totals.map((r, i) => labelValue(r, `t${i}`, i === summary.totals.length - 1))),
      ),
    );
  for (const [i, note] of summary.notes.entries())
    parts.push(
      h(Text, { key: `n${i}`, className: 'gg-text', style: { ...textStyle, fontWeight: 600 } }, note),
    );
  return h('div', null, ...parts);
}

/** The summary as text, as `private.summary_text` writes the outbox's body. */
export function summaryText(summary: ItemSummary): string {
  const parts: string[] = [];
  if (summary.lines.length > 0)
    parts.push(
      ['Items:', ...summary.lines.map((l) => `- ${l.name} x ${l.quantity}: ${l.amount}`)].join('\n'),
    );
  const rows = [...summary.rows, ...summary.totals];
  if (rows.length > 0) parts.push(rows.map((r) => `${r.label}: ${r.value}`).join('\n'));
  for (const note of summary.notes) parts.push(`\n${note}`);
  return parts.join('\n');
}

export function itemEmail(payload: ItemEmailPayload, link: string): EmailElement {
  const p = payload;
  const greeting = `Hello ${p.greeting_name ?? 'there'},`;
  const invoice = p.invoice_number
    ? `Tax invoice ${p.invoice_number}: the link below opens your order and downloads it.`
    : null;
  const element = h(
    Layout,
    { preview: p.opening },
    h(Text, { className: 'gg-text', style: textStyle }, greeting),
    h(Text, { className: 'gg-text', style: { ...textStyle, fontSize: '17px', fontWeight: 600 } }, p.opening),
    table([
      labelValue({ label: p.kind_label, value: `#${p.reference}` }, 'ref'),
      labelValue({ label: 'Status', value: p.status_label }, 'status', true),
    ]),
    p.remark
      ? h(
          'div',
          {
            style: {
              borderLeft: `3px solid ${colors.accent}`,
              padding: '2px 0 2px 12px',
              margin: '4px 0 12px',
            },
          },
          h(Text, { className: 'gg-muted', style: mutedStyle }, 'Remark'),
          h(Remark, { text: p.remark }),
        )
      : null,
    h(Rule),
    h(Summary, { summary: p.summary }),
    invoice
      ? h(
          Text,
          { className: 'gg-text', style: { ...textStyle, fontWeight: 600 } },
          `Tax invoice ${p.invoice_number}: the button below opens your order and downloads it.`,
        )
      : null,
    h(DetailsButton, { href: link }),
  );
  const text = [
    greeting,
    '',
    p.opening,
    '',
    `${p.kind_label} #${p.reference}`,
    `Status: ${p.status_label}`,
    ...(p.remark ? [`Remark: ${p.remark}`] : []),
    '',
    summaryText(p.summary),
    ...(invoice ? ['', invoice] : []),
    '',
    `View the details: ${link}`,
    '',
    TEXT_FOOTER,
    '',
  ].join('\n');
  return { element, text };
}

/** A row without a payload (written before ADR 0023): its stored text in the shop's frame. */
export function legacyEmail(body: string, link: string): EmailElement {
  const paragraphs = body.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const element = h(
    Layout,
    { preview: paragraphs[1] ?? paragraphs[0] ?? '' },
    ...paragraphs.map((para, i) =>
      h(
        Text,
        { key: i, className: 'gg-text', style: textStyle },
        ...para.split('\n').flatMap((line, j) => (j === 0 ? [line] : [h('br', { key: j }), line])),
      ),
    ),
    h(DetailsButton, { href: link }),
  );
  return { element, text: `${body}\n\nView the details: ${link}\n\n${TEXT_FOOTER}\n` };
}
