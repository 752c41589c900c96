/**
 * The lifecycle's shopper journeys (ADR 0015): items made through the real functions and RLS as the
 * shopper, moved by the seeded staff account through staff_transition / staff_send_discount_offer
 * (the staff console's calls; its own journey drives the console UI), and the mails they send.
 */
import { expect } from '@playwright/test';
import { placeOrder } from './account';
import { clientAs, productsInStock } from './checkout';
import { type Mail, mailsTo } from './mail';
import type { TestUser } from './session';
import { staffApi, staffMove } from './staff-api';

export const SHOP = 'http://127.0.0.1:3000';

export { staffMove };

/** Staff offer `price` for one unit of `productId` on a pending price-match request (7 days). */
export async function staffSendOffer(
  requestId: string,
  price: number,
  remarks: string,
  productId: string,
): Promise<void> {
  const { error } = await (await staffApi()).rpc('staff_send_discount_offer', {
    p_id: requestId,
    p_our_price: price,
    p_remarks: remarks,
    p_product_id: productId,
  });
  if (error) throw new Error(`staff_send_discount_offer: ${error.message}`);
}

/** A shopper's order of one product in stock (complete Mumbai profile), placed through `orders`. */
export async function placedOrder(user: TestUser): Promise<{ orderId: string }> {
  const [product] = await productsInStock(await clientAs(user), 1);
  if (!product) throw new Error('seed products missing');
  return { orderId: await placeOrder(user, product.product_id) };
}

/** The newest mail to `address` with exactly this subject (waits for the sender). */
export async function mailWithSubject(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((m) => m.subject === subject).at(-1);
        return found !== undefined;
      },
      { message: `a mail '${subject}' to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The path and query of a mail's details link (the one to the shop), to open in the page under test. */
export function linkPath(mail: Mail): string {
  const link = mail.links.find((l) => l.startsWith(`${SHOP}/`));
  if (!link) throw new Error(`mail '${mail.subject}' has no link`);
  const url = new URL(link);
  return url.pathname + url.search;
}
