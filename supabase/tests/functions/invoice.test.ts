/**
 * The `invoice` function through the gateway (docs/product.md#tax-invoices): the owner and staff
 * get the PDF of a shipped order's invoice and of its credit note; before it ships, for another
 * shopper and for a guest it is refused, with the contract's statuses and messages.
 */
import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES } from 'shared/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { target } from '../helpers/target';
import type { TestUser } from '../helpers/users';

let shop: ShopFixture;
let staffer: TestUser;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('invoice-fn-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
}, 60_000);
afterAll(async () => {
  await shop?.drop();
});

async function shippedOrder(label: string, product: ShopProduct) {
  const user = await shop.user(label);
  await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 2 });
  const placed = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
    p_idempotency_key: randomUUID(),
    p_payment_method: 'cod',
  });
  for (const status of ['processing', 'shipped'])
    await shop.rpc(staffer.id, 'staff_transition', {
      p_kind: 'order',
      p_id: placed.orderId,
      p_status: status,
      p_remark: null,
    });
  return { user, orderId: placed.orderId };
}

function get(query: string, token: string | null) {
  const t = target();
  return fetch(`${t.apiUrl}/functions/v1/invoice?${query}`, {
    headers: { apikey: t.anonKey, Authorization: `Bearer ${token ?? t.anonKey}` },
  });
}

async function pdfText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('invoice', () => {
  it('answers the owner and staff the PDF of the invoice, and of its credit note once cancelled', async () => {
    const [product] = await shop.products(1, { price: 8_999, discountPrice: 7_499.5, stock: 5 });
    const { user, orderId } = await shippedOrder('invoice-fn-owner', product as ShopProduct);
    const [invoice] = await shop.sql<{ id: string; number: string }[]>`
      select id::text, number from public.tax_documents where order_id = ${orderId} and kind = 'invoice'`;
    if (!invoice) throw new Error('no invoice');

    for (const token of [user.accessToken, staffer.accessToken]) {
      const answer = await get(`order_id=${orderId}`, token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
      );
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const text = await pdfText(answer);
      expect(text).toContain(invoice.number);
      expect(text).toContain(product?.name ?? '-');
      expect(text).toContain('14,999.00');
    }

    await shop.rpc(staffer.id, 'staff_transition', {
      p_kind: 'order',
      p_id: orderId,
      p_status: 'cancelled',
      p_remark: null,
    });
    const [note] = await shop.sql<{ id: string; number: string }[]>`
      select id::text, number from public.tax_documents where order_id = ${orderId} and kind = 'credit_note'`;
    const answer = await get(`order_id=${orderId}&document_id=${note?.id}`, user.accessToken);
    expect(answer.status).toBe(200);
    const text = await pdfText(answer);
    expect(text).toContain(note?.number ?? '-');
    expect(text).toContain(invoice.number);
  });

  it('is 404 before the order ships and for another shopper, 401 for a guest, 400 for a bad id', async () => {
    const [product] = await shop.products(1, { price: 999, discountPrice: 999, stock: 5 });
    const { orderId } = await shippedOrder('invoice-fn-mine', product as ShopProduct);
    const other = await shop.user('invoice-fn-other');

    const notYours = await get(`order_id=${orderId}`, other.accessToken);
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toEqual({ error: INVOICE_MESSAGES.notFound });

    const waiting = await shop.user('invoice-fn-waiting');
    await shop.rpc(waiting.id, 'cart_add_item', { p_product_id: product?.id, p_quantity: 1 });
    const placed = await shop.rpc<{ orderId: string }>(waiting.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_payment_method: 'cod',
    });
    expect((await get(`order_id=${placed.orderId}`, waiting.accessToken)).status).toBe(404);

    const guest = await get(`order_id=${orderId}`, null);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: INVOICE_MESSAGES.loginRequired });

    const bad = await get('order_id=not-a-uuid', other.accessToken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: INVOICE_MESSAGES.badRequest });
    expect((await get(`order_id=${orderId}&document_id=1`, other.accessToken)).status).toBe(400);
  });
});
