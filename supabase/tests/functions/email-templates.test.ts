/**
 * functions/_shared/email (docs/adr/0023-html-emails.md): the item and auth e-mails render from
 * their data to HTML in the shop's frame and to a readable text part; a remark's markdown becomes
 * formatting while any HTML in it stays text; the synchronous renderer of the local auth mail
 * gives React Email's HTML. A pure unit test: no database (the package's global setup still
 * starts the stack for the run).
 */
import { describe, expect, it } from 'vitest';
import {
  authEmail,
  type ItemEmailPayload,
  itemEmail,
  legacyEmail,
  parseItemEmailPayload,
  renderEmail,
} from '../../functions/_shared/email/index.ts';
import { renderEmailSync } from '../../functions/_shared/email/render-sync.ts';

const LINK = 'https://gamegear.in/order-history?id=7c9e6679-7425-40de-944b-e07fc1f90ae7&invoice=1';

const order: ItemEmailPayload = {
  greeting_name: 'Asha',
  opening: 'Your order is now Shipped.',
  kind: 'order',
  kind_label: 'Order',
  item_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  reference: '7c9e6679',
  status: 'shipped',
  status_label: 'Shipped',
  remark: null,
  invoice_number: 'GG/26-27/000042',
  link_path: '/order-history?id=7c9e6679-7425-40de-944b-e07fc1f90ae7&invoice=1',
  summary: {
    lines: [
      { name: 'PlayStation 5 Slim', quantity: 2, amount: '₹1,09,980.00' },
      { name: 'DualSense <Edge>', quantity: 1, amount: '₹18,990.00' },
    ],
    rows: [],
    totals: [
      { label: 'Subtotal', value: '₹1,28,970.00' },
      { label: 'Discount (DIWALI)', value: '-₹1,000.00' },
      { label: 'Total', value: '₹1,27,970.00' },
    ],
    notes: [],
  },
};

const repair: ItemEmailPayload = {
  ...order,
  greeting_name: null,
  opening: 'Your repair request is now Received.',
  kind: 'repair',
  kind_label: 'Repair request',
  status: 'received',
  status_label: 'Received',
  invoice_number: null,
  remark: 'Picked up. **Diagnosis** tomorrow.\n\n- fan\n- thermal paste',
  summary: {
    lines: [],
    rows: [
      { label: 'Service', value: 'Repair' },
      { label: 'Device', value: 'PlayStation 4' },
      { label: 'Description', value: 'Slim - Overheats' },
    ],
    totals: [],
    notes: [],
  },
};

describe('item e-mail', () => {
  it('renders an order: lines, totals in Indian grouping, the invoice, the button, the frame', async () => {
    const { html, text } = await renderEmail(itemEmail(order, LINK));
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('GameGear');
    expect(html).toContain('GameGear Retail Private Limited');
    expect(html).toContain('mailto:support@gamegear.in');
    for (const part of [
      '₹1,09,980.00',
      '₹1,27,970.00',
      '-₹1,000.00',
      'Discount (DIWALI)',
      '#7c9e6679',
      'Shipped',
    ])
      expect(html).toContain(part);
    expect(html).toContain('DualSense &lt;Edge&gt;');
    expect(html).toContain('GG/26-27/000042');
    expect(html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('View details');
    expect(text).toBe(
      [
        'Hello Asha,',
        '',
        'Your order is now Shipped.',
        '',
        'Order #7c9e6679',
        'Status: Shipped',
        '',
        'Items:',
        '- PlayStation 5 Slim x 2: ₹1,09,980.00',
        '- DualSense <Edge> x 1: ₹18,990.00',
        'Subtotal: ₹1,28,970.00',
        'Discount (DIWALI): -₹1,000.00',
        'Total: ₹1,27,970.00',
        '',
        'Tax invoice GG/26-27/000042: the link below opens your order and downloads it.',
        '',
        `View the details: ${LINK}`,
        '',
        '--',
        'GameGear Retail Private Limited (GameGear)',
        'Questions? Write to support@gamegear.in.',
        '',
      ].join('\n'),
    );
  });

  it('renders a service: its rows, the remark as formatting, greeting "there"', async () => {
    const { html, text } = await renderEmail(itemEmail(repair, LINK));
    expect(html).toContain('PlayStation 4');
    expect(html).toContain('<strong>Diagnosis</strong>');
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>fan<\/li>/);
    expect(html).not.toContain('**');
    expect(text).toContain('Hello there,');
    expect(text).toContain('Device: PlayStation 4');
    expect(text).toContain('Remark: Picked up. **Diagnosis** tomorrow.');
  });

  it('keeps HTML in a remark as text: no script, no image, no javascript: link', async () => {
    const remark =
      '<script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3)) ![x](https://evil.test/t.png) <a href="https://x.test" onclick="alert(4)">a</a>';
    const { html } = await renderEmail(itemEmail({ ...repair, remark }, LINK));
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\son(error|click)=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="https:\/\/evil/i);
    // In a paragraph, markdown links and images: no javascript: link, an image is its alt text.
    const inline = await renderEmail(
      itemEmail(
        { ...repair, remark: 'See [click](javascript:alert(3)) and ![the photo](https://evil.test/t.png).' },
        LINK,
      ),
    );
    expect(inline.html).toContain('<span>click</span>');
    expect(inline.html).toContain('<span>the photo</span>');
    expect(inline.html).not.toContain('javascript:');
    expect(inline.html).not.toContain('evil.test');
  });

  it('refuses a payload that is not the shape, and sends such rows from their body', async () => {
    expect(parseItemEmailPayload(null)).toBeNull();
    expect(parseItemEmailPayload({ ...order, summary: { lines: [{ name: 'x' }] } })).toBeNull();
    expect(parseItemEmailPayload({ ...order, opening: 1 })).toBeNull();
    expect(parseItemEmailPayload(JSON.parse(JSON.stringify(order)))).toEqual(order);
    const { html, text } = await renderEmail(legacyEmail('Hello Old,\n\nLine one\nLine <two>', LINK));
    expect(text).toContain(`Hello Old,\n\nLine one\nLine <two>\n\nView the details: ${LINK}`);
    expect(html).toContain('Line one<br/>Line &lt;two&gt;');
  });
});

describe('auth e-mail', () => {
  const content = {
    heading: 'Confirm your signup',
    intro: 'Thanks for creating a GameGear account.',
    action: 'Confirm your e-mail address',
    outro: 'Ignore it if it was not you.',
  };

  it('carries the button, the code and a text part with the link', async () => {
    const { html, text } = await renderEmail(authEmail(content, LINK, '123456'));
    expect(html).toContain('Confirm your e-mail address');
    expect(html).toContain('123456');
    expect(text).toContain(`Confirm your e-mail address: ${LINK}`);
    expect(text).toContain('Or enter this code: 123456');
  });

  it("renders synchronously to React Email's HTML (the local auth mail)", async () => {
    for (const email of [
      authEmail(content, LINK, '123456'),
      itemEmail(repair, LINK),
      itemEmail(order, LINK),
    ]) {
      const streamed = await renderEmail(email);
      const sync = renderEmailSync(email);
      // Streaming adds only React's markers: text separators, Suspense and hoisting comments.
      expect(sync.html).toBe(streamed.html.replace(/<!--(?: |\$|\/\$|html|head|body)-->/g, ''));
      expect(sync.text).toBe(streamed.text);
    }
  });
});
