/**
 * The e-mail sender (ADR 0015): send-emails claims the outbox after the change committed, posts
 * each e-mail to the mail API (here the stack's mail outbox) with its idempotency key, and marks
 * it sent; failures come back later with a backoff; two senders racing never send one e-mail
 * twice. The stack of the tests runs no sender of its own (global-setup: emailSender false), so
 * these tests decide when it runs.
 */
import { randomUUID } from 'node:crypto';
import { formatRupees } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { target } from '../helpers/target';
import type { TestUser } from '../helpers/users';
import { createShopFixture, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let product: ShopProduct;
const stack = target();
const SITE_URL = 'http://127.0.0.1:3000';

beforeAll(async () => {
  shop = await createShopFixture();
  product = await shop.product({ stock: 1000 });
  // E-mails left by earlier files count as sent: each test here sees only its own.
  await shop.sql`update private.email_outbox set sent_at = now() where sent_at is null and failed_at is null`;
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

async function runSender(token = stack.serviceRoleKey) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/send-emails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey },
  });
  return {
    status: response.status,
    body: (await response.json()) as { claimed: number; sent: number; failed: number },
  };
}

async function mailsTo(address: string) {
  const response = await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as { subject: string; text: string; html: string; links: string[] }[];
}

async function placeOrder(user: TestUser): Promise<string> {
  await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
  return (await shop.rpc<{ orderId: string }>(user.id, 'place_order', { p_idempotency_key: randomUUID() }))
    .orderId;
}

async function transition(orderId: string, status: string, remark: string | null = null) {
  await shop.as('0d6f3a58-7a1e-4c2b-9a51-00000000a001', async (tx) => {
    await tx`select public.staff_transition('order', ${orderId}::uuid, ${status}, ${remark})`;
  });
}

async function unsent(email: string) {
  const [row] = await shop.sql<{ n: number }[]>`
    select count(*)::int as n from private.email_outbox where to_email = ${email} and sent_at is null`;
  return row?.n ?? -1;
}

describe('send-emails', () => {
  it('sends the placed order and its status change once each, with the details link, after commit', async () => {
    const user = await shop.user('mail-order');
    const orderId = await placeOrder(user);
    await transition(orderId, 'processing', 'Packed with care');
    expect(await mailsTo(user.email)).toEqual([]);

    const run = await runSender();
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(await unsent(user.email)).toBe(0);
    expect((await runSender()).body).toEqual({ claimed: 0, sent: 0, failed: 0 });

    const mails = await mailsTo(user.email);
    const short = await shop.displayNumber(orderId);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Order #${short} placed`, `Order #${short}: Processing`].sort(),
    );
    const link = `${SITE_URL}/order-history?id=${orderId}`;
    for (const mail of mails) {
      expect(mail.text).toContain(`Order #${short}`);
      expect(mail.text).toContain(`- ${product.name} x 1: ${formatRupees(product.discountPrice)}`);
      expect(mail.text).toContain(`View the details: ${link}`);
      expect(mail.text).toContain('GameGear Retail Private Limited');
      expect(mail.links).toEqual([link]);
      // The HTML part: the shop's frame, the amounts as the apps write them, the button.
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('name="color-scheme" content="light dark"');
      expect(mail.html).toContain('GameGear');
      expect(mail.html).toContain(formatRupees(product.discountPrice));
      expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(mail.html).toContain('View details');
    }
    expect(mails.find((m) => m.subject.endsWith('Processing'))?.text).toContain('Remark: Packed with care');
  });

  it('renders a markdown remark as formatting, and HTML in it as text', async () => {
    const user = await shop.user('mail-remark');
    const orderId = await placeOrder(user);
    await transition(
      orderId,
      'processing',
      '**Packed** with _care_ <script>alert(1)</script> <img src=x onerror="alert(2)"> [see](javascript:alert(3))',
    );
    await runSender();
    const mail = (await mailsTo(user.email)).find((m) => m.subject.endsWith('Processing'));
    expect(mail?.html).toContain('<strong>Packed</strong>');
    expect(mail?.html).toContain('<em>care</em>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script');
    expect(mail?.html).not.toMatch(/<img[^>]*onerror/i);
    expect(mail?.html).not.toContain('javascript:');
    expect(mail?.html).not.toContain('**');
  });

  it('sends a row written before payloads from its text body, in the same frame', async () => {
    const user = await shop.user('mail-legacy');
    const orderId = await placeOrder(user);
    await shop.sql`
      update private.email_outbox o set payload = null, body = 'Hello Old,' || E'\n\n' || 'An old e-mail.'
      from public.item_events e where e.id = o.event_id and e.item_id = ${orderId}`;
    expect((await runSender()).body.sent).toBe(1);
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain('Hello Old,\n\nAn old e-mail.');
    expect(mail?.text).toContain(`View the details: ${SITE_URL}/order-history?id=${orderId}`);
    expect(mail?.html).toContain('An old e-mail.');
    expect(mail?.html).toContain('View details');
  });

  it("is the service role's only", async () => {
    const user = await shop.user('mail-guard');
    const orderId = await placeOrder(user);
    expect((await runSender(user.accessToken)).status).toBe(401);
    expect((await runSender(stack.anonKey)).status).toBe(401);
    expect(await unsent(user.email)).toBe(1);
    await runSender();
    expect(await unsent(user.email)).toBe(0);
    expect(orderId).toBeTruthy();
  });

  it('sends every e-mail exactly once when senders race', async () => {
    const user = await shop.user('mail-race');
    const orders: string[] = [];
    for (let i = 0; i < 4; i += 1) orders.push(await placeOrder(user));
    for (const id of orders) {
      await transition(id, 'processing');
      await transition(id, 'shipped');
    }
    // 12 e-mails; batches of 20 would let one sender take them all, so the race is also checked
    // row by row below.
    const runs = await Promise.all([runSender(), runSender(), runSender(), runSender()]);
    expect(runs.every((r) => r.status === 200)).toBe(true);
    expect(runs.reduce((n, r) => n + r.body.sent, 0)).toBe(12);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(12);
  });

  it('claims a row for one sender only: a concurrent claim skips it, a stale report changes nothing', async () => {
    const user = await shop.user('mail-claim');
    await placeOrder(user);
    await placeOrder(user);
    const claim = (tx: import('postgres').TransactionSql) =>
      tx<{ id: string; claim_token: string }[]>`
        select id::text, claim_token::text from public.claim_email_outbox(1, 60)`;
    let first: { id: string; claim_token: string }[] = [];
    let second: { id: string; claim_token: string }[] = [];
    // The first sender holds its claim open while the second claims.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed: () => void = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const firstTx = shop.as(
      'service_role',
      async (tx) => {
        first = await claim(tx);
        claimed();
        await held;
      },
      shop.pool,
    );
    await firstClaimed;
    await shop.as(
      'service_role',
      async (tx) => {
        second = await claim(tx);
      },
      shop.pool,
    );
    release();
    await firstTx;
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]?.id).not.toBe(second[0]?.id);
    // Leased: neither row is offered again while its claim stands.
    const third = await shop.as('service_role', async (tx) => await claim(tx));
    expect(third).toEqual([]);

    // A failure comes back after the backoff (30 s for the first), and a stale report is ignored.
    const row = first[0] as { id: string; claim_token: string };
    const failed = await shop.as(
      'service_role',
      async (tx) =>
        tx`select public.finish_email_outbox(${row.id}::bigint, ${row.claim_token}::uuid, 'SMTP 421') as ok`,
    );
    expect(failed[0]?.ok).toBe(true);
    const [after] = await shop.sql<
      { attempts: number; wait: number; last_error: string; claim_token: string | null }[]
    >`
      select attempts, extract(epoch from next_attempt_at - now())::int as wait, last_error, claim_token
      from private.email_outbox where id = ${row.id}`;
    expect(after).toMatchObject({ attempts: 1, last_error: 'SMTP 421', claim_token: null });
    expect(after?.wait).toBeGreaterThanOrEqual(28);
    expect(after?.wait).toBeLessThanOrEqual(30);
    expect(await shop.as('service_role', async (tx) => await claim(tx))).toEqual([]);

    await shop.sql`update private.email_outbox set next_attempt_at = now() where id = ${row.id}`;
    const retried = await shop.as('service_role', async (tx) => await claim(tx));
    expect(retried.map((r) => r.id)).toEqual([row.id]);
    const stale = await shop.as(
      'service_role',
      async (tx) =>
        tx`select public.finish_email_outbox(${row.id}::bigint, ${row.claim_token}::uuid, null) as ok`,
    );
    expect(stale[0]?.ok).toBe(false);
    const done = await shop.as(
      'service_role',
      async (tx) =>
        tx`select public.finish_email_outbox(${row.id}::bigint, ${retried[0]?.claim_token ?? ''}::uuid, null) as ok`,
    );
    expect(done[0]?.ok).toBe(true);
    const [sent] = await shop.sql<{ attempts: number; sent: boolean }[]>`
      select attempts, sent_at is not null as sent from private.email_outbox where id = ${row.id}`;
    expect(sent).toEqual({ attempts: 2, sent: true });
    await shop.sql`update private.email_outbox set sent_at = now() where to_email = ${user.email}`;
  });

  it('keeps shoppers away from the outbox functions', async () => {
    const user = await shop.user('mail-shopper');
    for (const fn of ['claim_email_outbox', 'finish_email_outbox']) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(fn === 'claim_email_outbox' ? {} : { p_id: 1, p_claim_token: randomUUID() }),
      });
      expect(response.status, fn).toBe(403);
    }
  });

  it('the local mail API stores one message per idempotency key', async () => {
    const to = `key-${randomUUID().slice(0, 8)}@example.test`;
    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${stack.mailUrl}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ to, subject: 'Once', text: 'Only once.' }),
      });
      expect(response.status).toBe(200);
    }
    expect((await mailsTo(to)).map((m) => m.subject)).toEqual(['Once']);
  });
});
