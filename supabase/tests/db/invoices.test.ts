/**
 * GST tax invoices and credit notes (16_invoices.sql; docs/product.md#tax-invoices): issued when an
 * order leaves the shop, split into CGST + SGST or IGST by the place of supply, the discount
 * apportioned and the paise rounded so the invoice adds up to the order, numbered with no gaps per
 * financial year, credited when cancelled or refunded, and readable by nobody but the owner and
 * staff.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type postgres from 'postgres';
import { taxDocumentSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('gst-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

// ------------------------------------------------------------------------------------------------
// Helpers

interface Doc {
  id: string;
  kind: string;
  number: string;
  financial_year: string;
  serial: number;
  invoice_id: string | null;
  reason: string | null;
  supply: string;
  place_of_supply_state: string;
  place_of_supply_code: string;
  buyer_name: string;
  buyer_address: string;
  taxable_value: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  seller: { gstin: string; state_code: string };
}

interface Line {
  line_no: number;
  quantity: number | null;
  unit_price: string;
  discount: string;
  taxable_value: string;
  gst_rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  hsn_code: string;
}

const paise = (text: string | number) => Math.round(Number(text) * 100);

async function codOrder(label: string, lines: [ShopProduct, number][], code?: string, profile = {}) {
  const user = await shop.user(label, profile);
  for (const [p, quantity] of lines)
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
  const placed = await shop.rpc<{ orderId: string; total: number }>(user.id, 'place_order', {
    p_idempotency_key: randomUUID(),
    p_payment_method: 'cod',
    ...(code ? { p_discount_code: code } : {}),
  });
  return { user, orderId: placed.orderId, total: placed.total };
}

const move = (orderId: string, status: string, db: postgres.Sql = shop.sql) =>
  shop.rpc(
    staffer.id,
    'staff_transition',
    { p_kind: 'order', p_id: orderId, p_status: status, p_remark: null },
    db,
  );

async function ship(orderId: string) {
  await move(orderId, 'processing');
  await move(orderId, 'shipped');
}

async function docsOf(
  orderId: string,
  db: postgres.Sql | postgres.TransactionSql = shop.sql,
): Promise<Doc[]> {
  return await db<Doc[]>`
    select id::text, kind, number, financial_year, serial, invoice_id::text, reason, supply, place_of_supply_state,
           place_of_supply_code::text, buyer_name, buyer_address, taxable_value::text, cgst::text, sgst::text,
           igst::text, total::text, seller
    from public.tax_documents where order_id = ${orderId} order by issued_at, kind desc, serial`;
}

async function linesOf(
  documentId: string,
  db: postgres.Sql | postgres.TransactionSql = shop.sql,
): Promise<Line[]> {
  return await db<Line[]>`
    select line_no, quantity, unit_price::text, discount::text, taxable_value::text, gst_rate::text, cgst::text,
           sgst::text, igst::text, total::text, hsn_code
    from public.tax_document_lines where document_id = ${documentId} order by line_no`;
}

/** Every line adds up, the taxes follow the supply, and the lines add up to the document. */
function expectConsistent(doc: Doc, lines: Line[]) {
  for (const l of lines) {
    expect(paise(l.taxable_value) + paise(l.cgst) + paise(l.sgst) + paise(l.igst)).toBe(paise(l.total));
    if (doc.supply === 'intra') {
      expect(l.cgst).toBe(l.sgst);
      expect(l.igst).toBe('0.00');
    } else {
      expect([l.cgst, l.sgst]).toEqual(['0.00', '0.00']);
    }
    // The tax is the rate's share of the GST-inclusive value, to the paisa (each half rounded).
    const rate = Number(l.gst_rate);
    const tax = paise(l.cgst) + paise(l.sgst) + paise(l.igst);
    expect(Math.abs(tax - (paise(l.total) * rate) / (100 + rate))).toBeLessThanOrEqual(1);
  }
  const sum = (key: keyof Line) => lines.reduce((s, l) => s + paise(l[key] as string), 0);
  expect(sum('taxable_value')).toBe(paise(doc.taxable_value));
  expect(sum('cgst')).toBe(paise(doc.cgst));
  expect(sum('sgst')).toBe(paise(doc.sgst));
  expect(sum('igst')).toBe(paise(doc.igst));
  expect(sum('total')).toBe(paise(doc.total));
}

/** Runs `fn` in a transaction that is rolled back (a seller in another state, a year ahead). */
async function rolledBack(fn: (tx: postgres.TransactionSql) => Promise<void>) {
  const undo = new Error('roll back');
  await shop.sql
    .begin(async (tx) => {
      await fn(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
}

// ------------------------------------------------------------------------------------------------

describe('the tax invoice', () => {
  it('is issued when the order ships: Mumbai and a Maharashtra seller give CGST + SGST, the discount apportioned', async () => {
    const [a, b] = await shop.products(2, { price: 16_000, discountPrice: 14_999, stock: 10 });
    const [c] = await shop.products(1, { price: 2_000, discountPrice: 1_499.5, stock: 10 });
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.07 });
    const { user, orderId, total } = await codOrder(
      'gst-intra',
      [
        [a as ShopProduct, 1],
        [b as ShopProduct, 2],
        [c as ShopProduct, 3],
      ],
      code,
    );

    await move(orderId, 'processing');
    expect(await docsOf(orderId)).toEqual([]);
    await move(orderId, 'shipped');

    const [invoice, ...others] = await docsOf(orderId);
    expect(others).toEqual([]);
    if (!invoice) throw new Error('no invoice');
    expect(invoice.kind).toBe('invoice');
    expect(invoice.number).toMatch(/^GG\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({
      supply: 'intra',
      place_of_supply_state: 'Maharashtra',
      place_of_supply_code: '27',
      buyer_name: 'Shopper gst-intra',
      igst: '0.00',
    });
    expect(invoice.buyer_address).toBe('12 Marine Drive, Churchgate, Mumbai, Maharashtra 400001, India');
    expect(invoice.seller.state_code).toBe('27');
    // The invoice is what the shopper pays, to the paisa.
    expect(paise(invoice.total)).toBe(paise(total));

    const lines = await linesOf(invoice.id);
    expect(lines.map((l) => [l.quantity, l.unit_price, l.hsn_code, l.gst_rate])).toEqual([
      [1, '14999.00', '8471', '18.00'],
      [2, '14999.00', '8471', '18.00'],
      [3, '1499.50', '8471', '18.00'],
    ]);
    const [order] = await shop.sql<{ discount_amount: string; subtotal: string }[]>`
      select discount_amount::text, subtotal::text from public.orders where id = ${orderId}`;
    // The discount is shared by value: each line's share is within a paisa of its exact share.
    const discount = paise(order?.discount_amount ?? '0');
    expect(discount).toBeGreaterThan(0);
    expect(lines.reduce((s, l) => s + paise(l.discount), 0)).toBe(discount);
    for (const l of lines) {
      const gross = paise(l.unit_price) * (l.quantity ?? 0);
      expect(Math.abs(paise(l.discount) - (discount * gross) / paise(order?.subtotal ?? '1'))).toBeLessThan(
        1,
      );
      expect(paise(l.total)).toBe(gross - paise(l.discount));
    }
    expectConsistent(invoice, lines);

    // Later moves keep the one invoice.
    await move(orderId, 'out for delivery');
    await move(orderId, 'delivered');
    expect((await docsOf(orderId)).map((d) => d.number)).toEqual([invoice.number]);

    // The shopper reads it (get_tax_document, the `invoice` function's read) in the shared contract.
    const read = await shop.rpc<unknown>(user.id, 'get_tax_document', { p_order_id: orderId });
    const parsed = taxDocumentSchema.parse(read);
    expect(parsed).toMatchObject({
      number: invoice.number,
      total: invoice.total,
      supply: 'intra',
      invoice_number: null,
    });
    expect(parsed.lines).toHaveLength(3);
    expect(parsed.seller.gstin).toBe(invoice.seller.gstin);
  });

  it('is IGST when the seller is in another state than the delivery address', async () => {
    const [p] = await shop.products(1, { price: 49_990, discountPrice: 44_990.99, stock: 5 });
    const { orderId, total } = await codOrder('gst-inter', [[p as ShopProduct, 1]]);
    await move(orderId, 'processing');
    await rolledBack(async (tx) => {
      // A seller registered in Karnataka shipping to Mumbai.
      await tx`update public.seller_profile set state = 'Karnataka', state_code = '29', gstin = '29AAKCG1234F1Z5'`;
      await tx`select private.issue_invoice(${orderId}::uuid)`;
      const [invoice] = await docsOf(orderId, tx);
      if (!invoice) throw new Error('no invoice');
      expect(invoice).toMatchObject({
        supply: 'inter',
        place_of_supply_code: '27',
        cgst: '0.00',
        sgst: '0.00',
      });
      expect(invoice.seller.gstin).toBe('29AAKCG1234F1Z5');
      expect(paise(invoice.igst)).toBe(Math.round((paise(total) * 18) / 118));
      expect(paise(invoice.total)).toBe(paise(total));
      expectConsistent(invoice, await linesOf(invoice.id, tx));
    });
  });

  it('adds up to the order on awkward totals: shares and taxes to the paisa (property)', async () => {
    // The two pieces of arithmetic, on any values: apportion() shares a total exactly, and
    // gst_split() parts add up to the amount with CGST = SGST.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        async (weights, totalPaise, rate) => {
          const total = totalPaise / 100;
          const [row] = await shop.sql<{ shares: string[] }[]>`
            select private.apportion(${weights.map((w) => w / 100)}::numeric[], ${total}::numeric)::text[] as shares`;
          const shares = (row?.shares ?? []).map(paise);
          expect(shares).toHaveLength(weights.length);
          const weightSum = weights.reduce((s, w) => s + w, 0);
          if (weightSum > 0) {
            expect(shares.reduce((s, v) => s + v, 0)).toBe(totalPaise);
            shares.forEach((share, i) => {
              expect(Math.abs(share - (totalPaise * (weights[i] ?? 0)) / weightSum)).toBeLessThan(1);
            });
          }
          for (const intra of [true, false]) {
            const [split] = await shop.sql<{ t: string; c: string; s: string; i: string }[]>`
              select taxable_value::text as t, cgst::text as c, sgst::text as s, igst::text as i
              from private.gst_split(${total}::numeric, ${rate}::numeric, ${intra})`;
            if (!split) throw new Error('no split');
            expect(paise(split.t) + paise(split.c) + paise(split.s) + paise(split.i)).toBe(totalPaise);
            expect(split.c).toBe(split.s);
            expect(paise(split.t)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops the shipment, with the reason, when a line has no HSN code', async () => {
    const [p] = await shop.products(1, { price: 999, discountPrice: 999, stock: 5 });
    const { orderId } = await codOrder('gst-no-hsn', [[p as ShopProduct, 1]]);
    await move(orderId, 'processing');
    await rolledBack(async (tx) => {
      await tx`update public.categories c set hsn_code = null
               from public.products p where p.product_id = ${p?.id ?? ''} and c.category_id = p.category_id`;
      const refused = await failure(() => tx`select private.issue_invoice(${orderId}::uuid)`);
      expect(refused.message).toBe(`Set the HSN code of ${p?.name} before shipping: a tax invoice needs it.`);
    });
    // With the code back (the rollback), it ships.
    await move(orderId, 'shipped');
    expect((await docsOf(orderId)).map((d) => d.kind)).toEqual(['invoice']);
  });

  it('reaches the shopper in the shipped e-mail: its number and a link that downloads it', async () => {
    const [p] = await shop.products(1, { price: 1_999, discountPrice: 1_999, stock: 5 });
    const { orderId } = await codOrder('gst-mail', [[p as ShopProduct, 1]]);
    await ship(orderId);
    const [invoice] = await docsOf(orderId);
    const mails = await shop.sql<{ subject: string; body: string; link_path: string }[]>`
      select o.subject, o.body, o.link_path from private.email_outbox o
      join public.item_events e on e.id = o.event_id
      where e.item_id = ${orderId} and e.to_status = 'shipped'`;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(
      `Tax invoice ${invoice?.number}: the link below opens your order and downloads it.`,
    );
    expect(mails[0]?.link_path).toBe(`/order-history?id=${orderId}&invoice=1`);
  });
});

describe('numbering', () => {
  it('is consecutive with no gaps under 50 concurrent issues, failed issues giving their numbers back', async () => {
    const [p] = await shop.products(1, { price: 500, discountPrice: 500, stock: 100 });
    const good = await Promise.all(
      Array.from({ length: 45 }, (_, i) => codOrder(`gst-num-${i}`, [[p as ShopProduct, 1]])),
    );
    // Five more whose address has no GST state (a PIN code that is not in the data): their issue fails.
    const bad = await Promise.all(
      Array.from({ length: 5 }, (_, i) => codOrder(`gst-num-bad-${i}`, [[p as ShopProduct, 1]])),
    );
    for (const o of [...good, ...bad]) await move(o.orderId, 'processing');
    for (const o of bad)
      await shop.sql`update public.orders set customer = 'Nobody, Nowhere 999999, India. Phone: 9876543210'
                     where id = ${o.orderId}`;

    const orders = [...good, ...bad].sort(() => Math.random() - 0.5);
    const results = await all(orders.length, (i) => move(orders[i]?.orderId ?? '', 'shipped', shop.pool));
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [orders[i]?.orderId] : []));
    expect(failed.sort()).toEqual(bad.map((o) => o.orderId).sort());

    const issued = await shop.sql<{ serial: number; financial_year: string }[]>`
      select serial, financial_year from public.tax_documents
      where kind = 'invoice' and order_id in ${shop.sql(good.map((o) => o.orderId))}`;
    expect(new Set(issued.map((r) => r.serial)).size).toBe(45);
    // The whole series of the year (every test's invoices) is 1..last, each once.
    const fy = issued[0]?.financial_year ?? '';
    const [series] = await shop.sql<{ n: number; max: number; last: number }[]>`
      select count(*)::int as n, max(serial)::int as max,
             (select last_serial from private.tax_document_series where kind = 'invoice' and financial_year = ${fy}) as last
      from public.tax_documents where kind = 'invoice' and financial_year = ${fy}`;
    expect(series?.n).toBe(series?.max);
    expect(series?.last).toBe(series?.max);
  }, 120_000);

  it('starts again at 1 on 1 April (India time), in a series of its own per kind', async () => {
    const years = await shop.sql<{ fy: string }[]>`
      select private.financial_year(t) as fy from unnest(array[
        '2027-03-31 18:29:59+00', '2027-03-31 18:30:00+00', '2026-04-01 00:00:00+05:30', '2026-03-31 23:59:59+05:30',
        '2099-12-31 12:00:00+00']::timestamptz[]) with ordinality as x(t, n) order by n`;
    expect(years.map((y) => y.fy)).toEqual(['26-27', '27-28', '26-27', '25-26', '99-00']);
    await rolledBack(async (tx) => {
      const numbers = await tx<{ number: string; serial: number }[]>`
        select n.number, n.serial from unnest(array['invoice', 'invoice', 'credit_note']) with ordinality as k(kind, i)
        cross join lateral private.next_tax_document_number(k.kind, '2041-04-01 00:00:00+05:30') n order by k.i`;
      expect(numbers).toEqual([
        { number: 'GG/41-42/000001', serial: 1 },
        { number: 'GG/41-42/000002', serial: 2 },
        { number: 'CN/41-42/000001', serial: 1 },
      ]);
    });
  });
});

describe('credit notes', () => {
  it('credit a shipped order that is cancelled in full, against its invoice, from their own series', async () => {
    const [p, q] = await shop.products(2, { price: 3_333.33, discountPrice: 3_333.33, stock: 10 });
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
    const { orderId } = await codOrder(
      'gst-cancel',
      [
        [p as ShopProduct, 1],
        [q as ShopProduct, 2],
      ],
      code,
    );
    await ship(orderId);
    await move(orderId, 'cancelled');
    const [invoice, note] = await docsOf(orderId);
    if (!invoice || !note) throw new Error('expected an invoice and a credit note');
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoice_id: invoice.id,
      reason: 'Order cancelled',
      total: invoice.total,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      taxable_value: invoice.taxable_value,
    });
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    // The whole invoice comes back line by line, units included.
    const strip = (l: Line[]) => l.map(({ line_no, ...rest }) => ({ line_no, ...rest }));
    expect(strip(await linesOf(note.id))).toEqual(strip(await linesOf(invoice.id)));
    const read = taxDocumentSchema.parse(
      await shop.rpc(staffer.id, 'get_tax_document', { p_order_id: orderId, p_document_id: note.id }),
    );
    expect(read).toMatchObject({
      kind: 'credit_note',
      invoice_number: invoice.number,
      reason: 'Order cancelled',
    });
  });

  it('credit a refund by value, then the rest when the delivery fails; never more than the invoice', async () => {
    const [p, q] = await shop.products(2, { price: 12_345.67, discountPrice: 10_001.01, stock: 10 });
    const { orderId } = await codOrder('gst-refund', [
      [p as ShopProduct, 2],
      [q as ShopProduct, 1],
    ]);
    await ship(orderId);
    await move(orderId, 'out for delivery');
    const [invoice] = await docsOf(orderId);
    if (!invoice) throw new Error('no invoice');
    // A part refunded (as a completed refund records it).
    await shop.sql`update public.orders set amount_paid = total where id = ${orderId}`;
    await shop.sql`update public.orders set amount_refunded = 1000.01 where id = ${orderId}`;
    const [, refund] = await docsOf(orderId);
    if (!refund) throw new Error('no credit note');
    expect(refund).toMatchObject({ reason: 'Refund', total: '1000.01' });
    const refundLines = await linesOf(refund.id);
    expect(refundLines.every((l) => l.quantity === null && l.discount === '0.00')).toBe(true);
    expectConsistent(refund, refundLines);

    await move(orderId, 'failed');
    const docs = await docsOf(orderId);
    expect(docs.map((d) => d.reason)).toEqual([null, 'Refund', 'Delivery failed: goods returned']);
    const credited = docs.slice(1).reduce((s, d) => s + paise(d.total), 0);
    expect(credited).toBe(paise(invoice.total));
    // A later full refund credits nothing more.
    await shop.sql`update public.orders set amount_refunded = amount_paid where id = ${orderId}`;
    expect(await docsOf(orderId)).toHaveLength(3);
  });

  it('is not issued for an order cancelled before it shipped (no invoice to credit)', async () => {
    const [p] = await shop.products(1, { price: 700, discountPrice: 700, stock: 5 });
    const { orderId } = await codOrder('gst-early-cancel', [[p as ShopProduct, 1]]);
    await move(orderId, 'processing');
    await move(orderId, 'cancelled');
    expect(await docsOf(orderId)).toEqual([]);
  });
});

describe('who reads and writes them', () => {
  it('is the owner and staff only; nobody changes or deletes a document', async () => {
    const [p] = await shop.products(1, { price: 2_500, discountPrice: 2_500, stock: 5 });
    const { user, orderId } = await codOrder('gst-owner', [[p as ShopProduct, 1]]);
    const other = await shop.user('gst-other');
    await ship(orderId);
    const [invoice] = await docsOf(orderId);
    if (!invoice) throw new Error('no invoice');

    expect(await shop.rpc(other.id, 'get_tax_document', { p_order_id: orderId })).toBeNull();
    expect(
      await shop.rpc(other.id, 'get_tax_document', { p_order_id: orderId, p_document_id: invoice.id }),
    ).toBeNull();
    expect(
      await shop.as(other.id, (tx) => tx`select id from public.tax_documents where order_id = ${orderId}`),
    ).toHaveLength(0);
    expect(
      await shop.as(
        other.id,
        (tx) => tx`select line_no from public.tax_document_lines where document_id = ${invoice.id}`,
      ),
    ).toHaveLength(0);
    expect(
      await shop.as(user.id, (tx) => tx`select id from public.tax_documents where order_id = ${orderId}`),
    ).toHaveLength(1);
    expect(
      await shop.as(staffer.id, (tx) => tx`select id from public.tax_documents where order_id = ${orderId}`),
    ).toHaveLength(1);
    expect((await failure(() => shop.as('anon', (tx) => tx`select id from public.tax_documents`))).code).toBe(
      '42501',
    );
    expect((await failure(() => shop.rpc('anon', 'get_tax_document', { p_order_id: orderId }))).code).toBe(
      '42501',
    );

    for (const who of [user.id, staffer.id, 'service_role'] as const) {
      expect(
        (
          await failure(() =>
            shop.as(who, (tx) => tx`update public.tax_documents set total = 0 where id = ${invoice.id}`),
          )
        ).code,
      ).toBe('42501');
      expect(
        (
          await failure(() =>
            shop.as(who, (tx) => tx`delete from public.tax_documents where id = ${invoice.id}`),
          )
        ).code,
      ).toBe('42501');
    }
    // Not even the database owner changes an issued document.
    const owner = await failure(
      () => shop.sql`update public.tax_documents set total = 0 where id = ${invoice.id}`,
    );
    expect(owner.message).toBe('Tax invoices and credit notes cannot be changed or deleted.');
    expect(
      (await failure(() => shop.sql`delete from public.tax_document_lines where document_id = ${invoice.id}`))
        .code,
    ).toBe('42501');
  });
});

describe('staff_gst_summary', () => {
  it('gives staff the month per kind, place of supply and rate; shoppers are refused', async () => {
    const [p] = await shop.products(1, { price: 5_900, discountPrice: 5_900, stock: 5 });
    const { user, orderId } = await codOrder('gst-summary', [[p as ShopProduct, 2]]);
    await ship(orderId);
    const rows = await shop.as(
      staffer.id,
      (tx) =>
        tx<
          {
            document_kind: string;
            place_of_supply_code: string;
            supply: string;
            gst_rate: string;
            documents: number;
            taxable_value: string;
            cgst: string;
            sgst: string;
            igst: string;
            total: string;
          }[]
        >`select * from public.staff_gst_summary((now() at time zone 'Asia/Kolkata')::date)`,
    );
    // What the documents of this month say, added up directly.
    const [expected] = await shop.sql<{ documents: number; total: string; cgst: string }[]>`
      select count(distinct d.id)::int as documents, sum(l.total)::text as total, sum(l.cgst)::text as cgst
      from public.tax_documents d join public.tax_document_lines l on l.document_id = d.id
      where d.kind = 'invoice' and d.place_of_supply_code = '27' and l.gst_rate = 18
        and (d.issued_at at time zone 'Asia/Kolkata')::date >= date_trunc('month', now() at time zone 'Asia/Kolkata')::date`;
    const row = rows.find(
      (r) => r.document_kind === 'invoice' && r.place_of_supply_code === '27' && r.gst_rate === '18.00',
    );
    expect(row).toMatchObject({
      supply: 'intra',
      documents: expected?.documents,
      total: expected?.total,
      cgst: expected?.cgst,
    });
    expect(row?.documents).toBeGreaterThanOrEqual(1);
    for (const r of rows)
      expect(paise(r.taxable_value) + paise(r.cgst) + paise(r.sgst) + paise(r.igst)).toBe(paise(r.total));

    expect(
      (await failure(() => shop.as(user.id, (tx) => tx`select * from public.staff_gst_summary(now()::date)`)))
        .code,
    ).toBe('42501');
  });
});
