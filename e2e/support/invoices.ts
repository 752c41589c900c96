/**
 * Tax invoices in journeys (docs/product.md#tax-invoices): ship an order as staff, optionally with
 * the seller registered in another state for that one shipment, and read a downloaded PDF's text.
 */
import { type Download, expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createSql } from '../../supabase/local/src/db';
import { clientAs } from './checkout';
import { e2eDatabasePort } from './faults';
import { STAFF, staffMove } from './staff-api';

/** Staff move the order to processing and shipped (the invoice is issued on the way out). */
export async function shipOrder(orderId: string): Promise<void> {
  await staffMove('order', orderId, ['processing', 'shipped']);
}

/**
 * Ships the order with the seller registered in Karnataka (GST state 29) for that shipment only:
 * one transaction sets the seller, ships as the seeded staff member (staff_transition under their
 * claims, as PostgREST calls it) and puts the seller back, so no other journey ever sees the change.
 */
export async function shipWithSellerInKarnataka(orderId: string): Promise<void> {
  const staff = await clientAs(STAFF);
  const { data } = await staff.auth.getUser();
  const staffId = data.user?.id;
  if (!staffId) throw new Error('staff sign-in failed');
  const sql = createSql(`postgresql://postgres:postgres@127.0.0.1:${e2eDatabasePort()}/postgres`, {
    max: 1,
    applicationName: 'e2e-invoices',
  });
  try {
    await sql.begin(async (tx) => {
      const [seller] = await tx<{ state: string; state_code: string; gstin: string }[]>`
        select state, state_code, gstin from public.seller_profile for update`;
      if (!seller) throw new Error('no seller row');
      await tx`update public.seller_profile
               set state = 'Karnataka', state_code = '29', gstin = '29' || substr(gstin, 3)`;
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: staffId, role: 'authenticated' })}, true)`;
      await tx`set local role authenticated`;
      for (const status of ['processing', 'shipped'])
        await tx`select public.staff_transition('order', ${orderId}::uuid, ${status}, null)`;
      await tx`reset role`;
      await tx`update public.seller_profile
               set state = ${seller.state}, state_code = ${seller.state_code}, gstin = ${seller.gstin}`;
    });
  } finally {
    await sql.end();
  }
}

/** The text of a downloaded PDF (its pages joined), after checking it is a PDF. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Clicks `button` and returns the download it starts. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return await download;
}
