// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMailServer, startMailServer } from './server';

let server: RunningMailServer;

beforeAll(async () => {
  server = await startMailServer({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.stop();
});

describe('mail server', () => {
  it('serves sent messages over the JSON API, filtered by recipient', async () => {
    await server.send({
      to: 'x@example.test',
      subject: 'Confirm your signup',
      text: 't',
      html: '<p>h</p>',
      links: ['http://l/1'],
    });
    await server.send({
      to: 'y@example.test',
      subject: 'Reset your password',
      text: 't',
      html: '<p>h</p>',
      links: [],
    });
    const res = await fetch(`${server.url}/api/messages?to=${encodeURIComponent('x@example.test')}`);
    expect(res.status).toBe(200);
    const messages = (await res.json()) as { subject: string; links: string[] }[];
    expect(messages.map((m) => [m.subject, m.links])).toEqual([['Confirm your signup', ['http://l/1']]]);
    const one = await fetch(`${server.url}/api/messages/${(messages[0] as unknown as { id: string }).id}`);
    expect(((await one.json()) as { subject: string }).subject).toBe('Confirm your signup');
    expect((await fetch(`${server.url}/api/messages/nope`)).status).toBe(404);
  });

  it('renders the viewer newest first with clickable, escaped links', async () => {
    await server.send({
      to: 'z@example.test',
      subject: '<script>alert(1)</script>',
      text: 't',
      html: '<p>h</p>',
      links: ['http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup'],
    });
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup"');
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('Reset your password'));
  });

  it('deletes messages', async () => {
    const res = await fetch(`${server.url}/api/messages`, { method: 'DELETE' });
    expect(((await res.json()) as { deleted: number }).deleted).toBeGreaterThan(0);
    expect(await (await fetch(`${server.url}/api/messages`)).json()).toEqual([]);
  });

  it('takes plain-text mail over POST (the send-emails stand-in), once per idempotency key', async () => {
    const to = 'post@example.test';
    const send = (
      key?: string,
      body: unknown = { to, subject: 'Order #1 placed', text: 'See http://h/o?id=1 <b>now</b>' },
    ) =>
      fetch(`${server.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
    expect((await send('k1')).status).toBe(200);
    expect((await send('k1')).status).toBe(200);
    expect((await send(undefined, { to, subject: 'x' })).status).toBe(400);
    expect((await send(undefined, { to: 'nobody', subject: 's', text: 't' })).status).toBe(400);
    const messages = (await (await fetch(`${server.url}/api/messages?to=${to}`)).json()) as {
      subject: string;
      html: string;
      links: string[];
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.links).toEqual(['http://h/o?id=1']);
    expect(messages[0]?.html).toBe(
      '<pre style="white-space: pre-wrap">See http://h/o?id=1 &lt;b&gt;now&lt;/b&gt;</pre>',
    );
  });

  it('keeps the HTML part when one is posted (as send-emails does), with the text part and its links', async () => {
    const to = 'html@example.test';
    const post = (body: unknown) =>
      fetch(`${server.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ to, subject: 's', text: 't', html: 42 })).status).toBe(400);
    const html =
      '<!DOCTYPE html><html><body><p>Your order <b>#1</b></p><script>alert(1)</script></body></html>';
    expect(
      (
        await post({
          to,
          subject: 'Order #1 placed',
          text: 'Order #1\n\nView the details: http://h/o?id=1',
          html,
        })
      ).status,
    ).toBe(200);
    const [message] = (await (await fetch(`${server.url}/api/messages?to=${to}`)).json()) as {
      text: string;
      html: string;
      links: string[];
    }[];
    expect(message?.html).toBe(html);
    expect(message?.text).toBe('Order #1\n\nView the details: http://h/o?id=1');
    expect(message?.links).toEqual(['http://h/o?id=1']);

    // The viewer shows the HTML in a frame that runs nothing, escaped into srcdoc, and the text part.
    const page = await (await fetch(`${server.url}/?to=${to}`)).text();
    const frame = /<iframe [^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toMatch(/\bsandbox="[^"]*"/);
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame).toContain('srcdoc="&lt;!DOCTYPE html&gt;&lt;html&gt;&lt;body&gt;&lt;p&gt;Your order');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('<summary>Text part</summary><pre>Order #1');
  });
});
