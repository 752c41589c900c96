/**
 * XSS corpus (ADR 0014): a few hundred public cheat-sheet payloads (e2e/data/xss, with their
 * licences) written through every field a shopper or staff member can fill and rendered, in
 * Chromium, on every page that shows them. Pass = no dialog, no trap or marker hit, no live
 * payload markup in the DOM, no CSP violation, no request to a payload's host; and every payload
 * is found as text where the view shows plain text (markdown remarks are only checked for
 * execution, their text is reformatted by design).
 *
 * Fast by design: each field is written once through its real validating path (the profile
 * form, submit-review, the repairrequests insert under RLS, the game load and discount
 * functions, the support form, staff updates under RLS), then in bulk with the service role
 * (payloads grouped as many as the column holds); each view is then paged through. Profile
 * fields (50 characters) are rotated through the live profile while the views stay mounted: the
 * profile dialog's Refresh re-reads the one cached profile every app shares.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SERVICE_ROLE_KEY } from '../../supabase/local/src/keys';
import { deliveredOrder, STAFF } from '../support/account';
import { addToCartApi, clientAs, productsInStock } from '../support/checkout';
import { createConfirmedUser, signInBrowser, type TestUser } from '../support/session';
import { apiUrl } from '../support/stack';
import {
  type Execution,
  installTraps,
  liveMarkup,
  loadCorpus,
  type Payload,
  pack,
  shownText,
  Tally,
  watchDialogs,
} from '../support/xss';

test.describe.configure({ mode: 'serial' });

const corpus = loadCorpus();
/** Payloads a 50-character, single-line profile field can hold. */
const short = corpus.filter((p) => p.text.length <= 50 && !/[\r\n]/.test(p.text));
const PROFILE_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'country'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The fields the form takes typed text in (Country is a select of India alone). */
const TYPED_PROFILE_FIELDS = PROFILE_FIELDS.filter((f) => f !== 'country');
const PROFILE_LABELS: Record<ProfileField, string> = {
  name: 'Full Name',
  line1: 'Address Line 1',
  line2: 'Address Line 2 (optional)',
  city: 'City',
  state: 'State/Province',
  country: 'Country',
};

const tally = new Tally();
let executions: Execution[] = [];
const findings: string[] = [];
let context: BrowserContext;
let page: Page;
let shopper: TestUser;
let svc: SupabaseClient;

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

function must<T>(result: { data: T; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

/** Scans the page for live payload markup; findings fail the test at its end with context. */
async function scan(p: Page, where: string): Promise<void> {
  for (const f of await liveMarkup(p)) findings.push(`${where}: ${f}`);
}

function expectClean(step: string) {
  expect(findings, `live payload markup after ${step}`).toEqual([]);
  expect(executions, `payloads executed after ${step}`).toEqual([]);
}

/** Every page of a paginated list: `visit` runs on each, then Next until there is none. */
async function eachPage(nav: Locator, visit: (pageNo: number) => Promise<void>) {
  for (let n = 1; ; n++) {
    await visit(n);
    const next = nav.getByRole('button', { name: 'Next page' });
    if ((await nav.count()) === 0 || (await next.isDisabled())) break;
    // The next page's rows, not the previous page's kept on screen while it loads.
    const main = nav.page().locator('main');
    const before = await main.innerText();
    await next.click();
    await expect(nav.getByRole('button', { name: `Page ${n + 1}` })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => main.innerText()).not.toBe(before);
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

async function createUsers(count: number, tag: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, () => createConfirmedUser(tag, 'Reviewer'));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

test.beforeAll(async ({ browser }) => {
  svc = createClient(apiUrl, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
  context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  executions = await installTraps(context, (url) => new URL(url).hostname === 'wa.me');
  page = await context.newPage();
  watchDialogs(page, executions);
  shopper = await createConfirmedUser('xss-shopper');
});

test.afterAll(async () => {
  console.info(tally.summary(corpus.length, executions.length + findings.length));
  await context?.close();
});

test('the corpus has a few hundred payloads from the vendored sources', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(250);
  expect(corpus.filter((p) => p.id.startsWith('owasp-')).length).toBeGreaterThanOrEqual(80);
  expect(corpus.filter((p) => p.id.startsWith('patt-')).length).toBeGreaterThanOrEqual(150);
  expect(short.length).toBeGreaterThanOrEqual(100);
});

test('the checks catch a payload that does run (canary, then forgotten)', async () => {
  await page.goto('/support');
  await expect(page.getByRole('button', { name: 'Send via Chat' })).toBeVisible();
  // What a rendering defect would do: the payload parsed as HTML instead of shown as text.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'xss-canary';
    box.innerHTML =
      '<img src="/x.png" onerror="alert(\'canary\')"><a href="javascript:alert(1)">x</a>' +
      '<img src="/y.png" onerror="window.__xssMarker=\'canary\'">';
    document.body.append(box);
  });
  // Without a CSP both handlers run (alert trap, marker); with one both are blocked (reports).
  await expect.poll(() => executions.length).toBeGreaterThanOrEqual(2);
  const kinds = new Set(executions.map((e) => e.kind));
  expect(kinds.has('csp') || (kinds.has('alert') && kinds.has('marker')), [...kinds].join()).toBe(true);
  const live = await liveMarkup(page);
  expect(live.some((f) => f.startsWith('event handler onerror'))).toBe(true);
  expect(live.some((f) => f.startsWith('script URL in href'))).toBe(true);
  await page.evaluate(() => document.getElementById('xss-canary')?.remove());
  expect(await liveMarkup(page)).toEqual([]);
  executions.length = 0;
});

test('profile fields through the profile form (the validating path), header and dialog', async () => {
  const sample = short.slice(0, TYPED_PROFILE_FIELDS.length);
  await signInBrowser(page, shopper, '/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('PIN Code').pressSequentially('400001');
  await expect(dialog.getByText('Pincode validated')).toBeVisible();
  for (const [i, field] of TYPED_PROFILE_FIELDS.entries()) {
    await dialog.getByLabel(PROFILE_LABELS[field], { exact: true }).fill(sample[i]?.text ?? '');
  }
  await expect(dialog.getByLabel(PROFILE_LABELS.country, { exact: true })).toHaveValue('India');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const stored = must(
    await svc.from('user_profiles').select('name, address').eq('user_id', shopper.id).single(),
    'profile',
  ) as { name: string; address: Record<string, string> };
  expect([stored.name, ...TYPED_PROFILE_FIELDS.slice(1).map((f) => stored.address[f])]).toEqual(
    sample.map((p) => p.text),
  );
  expect(stored.address.country).toBe('India');

  // The header's account button shows the name, cut to the display limit.
  const account = page.getByRole('button', { name: /^Account:/ });
  await expect(account).toBeVisible();
  await scan(page, 'header after the profile save');
  expectClean('the profile save');
});

test('bulk data: reviews, orders, repairs, game loads and discount requests', async () => {
  test.setTimeout(120_000);
  const started = Date.now();
  const shopperApi = await clientAs(shopper);
  const products = await productsInStock(shopperApi, 20);

  // The validating paths first, one sample per field, as the shopper and as staff.
  const orderId = await deliveredOrderKeepingProfile(products[0]?.product_id ?? '');
  const reviewTitle = corpus.find((p) => p.text.length <= 255) as Payload;
  const reviewComment = pack(corpus, 5000)[0] as { text: string; payloads: Payload[] };
  const review = await shopperApi.functions.invoke('submit-review', {
    body: {
      productId: products[0]?.product_id,
      productSlug: products[0]?.slug,
      orderId,
      rating: 4,
      title: reviewTitle.text,
      comment: reviewComment.text,
    },
  });
  expect(review.error, 'submit-review').toBeNull();

  const repairText = pack(corpus, 2200 - 'PS5 - '.length)[0] as { text: string; payloads: Payload[] };
  const repair = must(
    await shopperApi
      .from('repairrequests')
      .insert({
        user_id: shopper.id,
        status: 'pending',
        product_type: 'ps5',
        product_description: `PS5 - ${repairText.text}`,
        shipping_address: {},
      })
      .select('id')
      .single(),
    'repair insert',
  ) as { id: string };

  const gameTitles = corpus.filter((p) => p.text.length >= 2 && p.text.length <= 150).slice(0, 10);
  const game = await shopperApi.functions.invoke('console-games-addon-service', {
    body: {
      consoleType: 'PS5',
      availableStorage: 825,
      storageUnit: 'GB',
      games: gameTitles.map((p) => p.text),
      addStorage: false,
    },
  });
  expect(game.error, 'console-games-addon-service').toBeNull();
  const gameId = (game.data as { requestId: string }).requestId;

  const urlPayload = corpus.find((p) => !/\s/.test(p.text) && p.text.length < 200) as Payload;
  const discount = await shopperApi.functions.invoke('product-discount-request', {
    body: {
      product_type: 'PC Parts',
      ecom_site: 'Amazon.in',
      product_url: `https://www.amazon.in/dp/B0XSS?q=${urlPayload.text}`,
      current_price: 4999,
    },
  });
  expect(discount.error, 'product-discount-request').toBeNull();
  const discountId = (discount.data as { requestId: string }).requestId;

  const staff = await clientAs(STAFF);
  const staffNote = corpus.find((p) => p.text.length <= 100) as Payload;
  must(
    await staff
      .from('repairrequests')
      .update({ notes: staffNote.text, remark: staffNote.text, technician: staffNote.text })
      .eq('id', repair.id)
      .select('id')
      .single(),
    'staff repair update',
  );
  must(
    await staff
      .from('game_load_requests')
      .update({ remark: staffNote.text })
      .eq('id', gameId)
      .select('id')
      .single(),
    'staff game update',
  );
  must(
    await staff
      .from('product_discount_requests')
      .update({ remarks: staffNote.text })
      .eq('id', discountId)
      .select('id')
      .single(),
    'staff discount update',
  );

  // Then everything in bulk with the service role.
  const validated = Date.now();
  await seedReviewers(products[1]?.product_id ?? '');
  const reviewers = Date.now();
  await seedShopperOrders(products);
  await seedRepairs();
  await seedGameLoads();
  await seedDiscountRequests();
  const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  console.info(
    `xss corpus: data written in ${s(started, Date.now())} (validating paths ${s(started, validated)}, ` +
      `${reviewerNames.length} reviewers ${s(validated, reviewers)}, bulk rows ${s(reviewers, Date.now())})`,
  );
});

/** The real order path (cart and orders functions), keeping the profile the form just saved. */
async function deliveredOrderKeepingProfile(productId: string): Promise<string> {
  const saved = must(
    await svc.from('user_profiles').select('name, mobile, address').eq('user_id', shopper.id).single(),
    'profile',
  );
  const orderId = await deliveredOrder(shopper, productId);
  must(
    await svc
      .from('user_profiles')
      .update(saved as object)
      .eq('user_id', shopper.id)
      .select('user_id'),
    'restore',
  );
  return orderId;
}

/**
 * Reviewers are real accounts (a reviewer's name is their profile's): 20 of them keep the setup
 * short; the other short payloads reach the name field through the profile rounds below.
 */
const reviewerNames = short.slice(0, 20);
const titleGroups = pack(corpus, 255);
const commentGroups = pack(corpus, 5000);

/** One reviewer per short payload (the reviewer's name is public), each with an approved review. */
async function seedReviewers(productId: string) {
  const users = await createUsers(reviewerNames.length, 'xss-reviewer');
  must(
    await svc
      .from('user_profiles')
      .upsert(users.map((u, i) => ({ user_id: u.id, name: reviewerNames[i]?.text ?? 'Reviewer' }))),
    'reviewer profiles',
  );
  must(
    await svc.from('reviews').insert(
      users.map((u, i) => ({
        product_id: productId,
        user_id: u.id,
        rating: 1 + (i % 5),
        title: titleGroups[i]?.text ?? null,
        comment: commentGroups[i]?.text ?? 'Works as described.',
        status: 'approved',
        is_verified: true,
      })),
    ),
    'reviewer reviews',
  );
  productReviews = { productId, reviewers: users.length };
}
let productReviews = { productId: '', reviewers: 0 };

/** Ten orders (two pages of details sheets) keep the test short: about half the corpus. */
const customerGroups = pack(corpus, 1000).slice(0, 10);
const REVIEW_ORDERS = 5;
/** Delivered orders: the customer text carries payloads; the first five hold 20 reviewed products. */
let reviewOrders: string[] = [];
async function seedShopperOrders(
  products: { product_id: string; slug: string; name: string; discount_price: number }[],
) {
  const count = Math.max(customerGroups.length, REVIEW_ORDERS);
  const orders = Array.from({ length: count }, (_, i) => {
    const lines = i < REVIEW_ORDERS ? products : products.slice(0, 1);
    const subtotal = lines.reduce((s, p) => s + p.discount_price, 0);
    return {
      row: {
        id: randomUUID(),
        user_id: shopper.id,
        idempotency_key: randomUUID(),
        order_status: 'delivered',
        customer: customerGroups[i]?.text ?? 'Asha Rao, Mumbai',
        subtotal,
        discount_amount: 0,
        total: subtotal,
        order_details: {
          order_date: new Date().toISOString(),
          products: lines.map((p) => ({
            id: p.product_id,
            slug: p.slug,
            name: p.name,
            image: null,
            quantity: 1,
            subtotal: p.discount_price,
          })),
          order_summary: {
            subtotal,
            discount_amount: 0,
            discount_code: null,
            discount_type: null,
            discount_rate: null,
            total: subtotal,
          },
        },
      },
      lines,
    };
  });
  must(await svc.from('orders').insert(orders.map((o) => o.row)), 'orders');
  must(
    await svc.from('order_items').insert(
      orders.flatMap((o) =>
        o.lines.map((p) => ({
          order_id: o.row.id,
          product_id: p.product_id,
          quantity: 1,
          unit_price: p.discount_price,
          list_price: p.discount_price,
          subtotal: p.discount_price,
          product_name: p.name,
          product_slug: p.slug,
        })),
      ),
    ),
    'order items',
  );
  reviewOrders = orders.slice(0, REVIEW_ORDERS).map((o) => o.row.id);
  const reviews = orders.slice(0, REVIEW_ORDERS).flatMap((o, i) =>
    o.lines.map((p, j) => {
      const k = i * products.length + j;
      return {
        product_id: p.product_id,
        user_id: shopper.id,
        order_id: o.row.id,
        rating: 5,
        title: titleGroups[k]?.text ?? null,
        comment: commentGroups[k]?.text ?? 'Good.',
        status: 'pending',
        is_verified: false,
      };
    }),
  );
  must(await svc.from('reviews').insert(reviews), 'shopper reviews');
}

const descriptions = pack(corpus, 2200 - 'Model - '.length);
const repairDescriptions = descriptions.flatMap((g) => g.payloads);
async function seedRepairs() {
  const notes = pack(corpus, 2000);
  const technicians = pack(corpus, 100);
  const rows = Math.max(descriptions.length, notes.length);
  const address = (r: number) => {
    const at = (f: number) => short[(r * 6 + f) % short.length]?.text ?? '';
    return { line1: at(1), line2: at(2), city: at(3), state: at(4), zip: '400001', country: at(5) };
  };
  must(
    await svc.from('repairrequests').insert(
      Array.from({ length: rows }, (_, r) => ({
        user_id: shopper.id,
        status: 'repairing',
        product_type: 'other',
        product_description: `Model - ${descriptions[r % descriptions.length]?.text}`,
        notes: notes[r % notes.length]?.text,
        remark: notes[(r + 3) % notes.length]?.text,
        technician: technicians[r % technicians.length]?.text,
        shipping_address: {
          name: short[(r * 6) % short.length]?.text,
          email: shopper.email,
          phone: '9876543210',
          address: address(r),
        },
      })),
    ),
    'repairs',
  );
}

/** Ten requests of ten titles (two pages of details sheets): about two thirds of the corpus. */
const titles = pack(corpus, 150).slice(0, 100);
const gameTitlePayloads = titles.flatMap((g) => g.payloads);
async function seedGameLoads() {
  const remarks = pack(corpus, 5000);
  const rows = Math.ceil(titles.length / 10);
  must(
    await svc.from('game_load_requests').insert(
      Array.from({ length: rows }, (_, r) => ({
        user_id: shopper.id,
        console_type: 'PS4',
        available_storage: 500,
        storage_unit: 'GB',
        games_list: titles.slice(r * 10, r * 10 + 10).map((g) => g.text),
        storage_addon_added: false,
        price_details: { base: 6999, addon: 0, total: 6999 },
        status: 'in-progress',
        remark: remarks[r % remarks.length]?.text,
      })),
    ),
    'game loads',
  );
}

const URL_PREFIX = 'https://www.flipkart.in/p?q=';
const urls = pack(corpus, 2048 - URL_PREFIX.length);
const urlPayloads = urls.flatMap((g) => g.payloads);
async function seedDiscountRequests() {
  const remarks = pack(corpus, 5000);
  must(
    await svc.from('product_discount_requests').insert(
      urls.map((u, r) => ({
        user_id: shopper.id,
        product_type: 'Laptops',
        ecom_site: 'Flipkart.in',
        product_url: `${URL_PREFIX}${u.text}`,
        current_price: 50000,
        our_price: 45000,
        status: 'offer_sent',
        remarks: remarks[r % remarks.length]?.text,
      })),
    ),
    'discount requests',
  );
}

/** Which payloads a stored text holds (the groups are joined texts of whole payloads). */
const payloadsIn = (text: string | null | undefined, pool: Payload[] = corpus) =>
  text ? pool.filter((p) => text.includes(p.text)) : [];

const titlePayloads = titleGroups.flatMap((g) => g.payloads);
const commentPayloads = commentGroups.flatMap((g) => g.payloads);

/** A page of the shared context whose dialogs are watched like the main page's. */
async function watchedPage(): Promise<Page> {
  const p = await context.newPage();
  watchDialogs(p, executions);
  return p;
}

/** Opens each card's details dialog in turn, hands it to `visit`, closes it. */
async function eachDetails(
  p: Page,
  cards: Locator,
  dialogName: string,
  visit: (sheet: Locator) => Promise<void>,
) {
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await cards.nth(i).click();
    const sheet = p.getByRole('dialog', { name: dialogName });
    await expect(sheet).toBeVisible();
    await visit(sheet);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
  }
}

async function productReviewsView(p: Page) {
  const { data } = await svc
    .from('products')
    .select('slug')
    .eq('product_id', productReviews.productId)
    .single();
  await p.goto(`/product/${(data as { slug: string }).slug}`);
  const list = p.getByRole('list', { name: 'Reviews' });
  await list.scrollIntoViewIfNeeded();
  let seen = 0;
  await eachPage(p.getByRole('navigation', { name: 'Reviews pages' }), async () => {
    await expect(list.getByRole('article').first()).toBeVisible();
    const texts = (selector: string) =>
      list.locator(selector).evaluateAll((els) => els.map((el) => el.textContent ?? '').join('\n'));
    tally.add(
      'profile name (reviewer)',
      'product page reviews',
      payloadsIn(await texts('article strong'), reviewerNames),
    );
    tally.add('review title', 'product page reviews', payloadsIn(await texts('article h3'), titlePayloads));
    tally.add(
      'review comment',
      'product page reviews',
      payloadsIn(await texts('article p'), commentPayloads),
    );
    seen += await list.getByRole('article').count();
    await scan(p, 'product page reviews');
  });
  const { data: total } = await svc.rpc('count_verified_product_reviews', {
    p_product_id: productReviews.productId,
  });
  expect(seen).toBe(total);
  expect(tally.count('profile name (reviewer)', 'product page reviews')).toBeGreaterThanOrEqual(
    reviewerNames.length,
  );
}

async function reviewPagesView(p: Page) {
  for (const orderId of reviewOrders) {
    await p.goto(`/review/order/${orderId}`);
    const main = p.getByRole('main');
    await expect(main.getByRole('button', { name: 'Edit Your Review' }).first()).toBeVisible();
    const texts = (selector: string) =>
      main.locator(selector).evaluateAll((els) => els.map((el) => el.textContent ?? '').join('\n'));
    tally.add('review title', 'review page', payloadsIn(await texts('li strong'), titlePayloads));
    tally.add('review comment', 'review page', payloadsIn(await texts('li p'), commentPayloads));
    await scan(p, `review page ${orderId}`);
  }
  expect(tally.count('review title', 'review page')).toBeGreaterThanOrEqual(titlePayloads.length);
  expect(tally.count('review comment', 'review page')).toBeGreaterThanOrEqual(commentPayloads.length);
}

async function orderHistoryView(p: Page) {
  await p.goto('/order-history');
  await p.getByRole('tab', { name: /Completed/ }).click();
  const cards = p.getByTestId('order-card');
  await eachPage(p.getByRole('navigation', { name: 'Order pages' }), async () => {
    await eachDetails(p, cards, 'Order Details', async (sheet) => {
      const text = await shownText(sheet.getByTestId('order-details'));
      tally.add('order delivery address (copied from profile)', 'order details', payloadsIn(text));
      await scan(p, 'order details');
    });
  });
  expect(tally.count('order delivery address (copied from profile)', 'order details')).toBeGreaterThanOrEqual(
    customerGroups.flatMap((g) => g.payloads).length,
  );
}

async function repairHistoryView(p: Page) {
  await p.goto('/repair/history');
  const cards = p.getByTestId('repair-card');
  await eachPage(p.getByRole('navigation', { name: 'Repair history pages' }), async () => {
    await expect(cards.first()).toBeVisible();
    tally.add('repair description', 'repair history cards', payloadsIn(await shownText(p.getByRole('main'))));
    await eachDetails(p, cards, 'Repair Details', async (sheet) => {
      const rows = sheet.getByTestId('repair-details');
      const cell = async (label: string) =>
        shownText(rows.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`));
      tally.add('repair description', 'repair details', payloadsIn(await cell('Model & Issue')));
      tally.add('technician notes (staff)', 'repair details', payloadsIn(await cell('Technician Notes')));
      tally.add(
        'repair remark (staff)',
        'repair details',
        payloadsIn(await cell('Additional Information / Tracking')),
      );
      tally.add('technician (staff)', 'repair details', payloadsIn(await cell('Technician')));
      tally.add(
        'shipping address (copied from profile)',
        'repair details',
        payloadsIn(await cell('Shipping Address'), short),
      );
      await scan(p, 'repair details');
    });
  });
  expect(tally.count('repair description', 'repair details')).toBeGreaterThanOrEqual(
    repairDescriptions.length,
  );
}

async function gameLoadHistoryView(p: Page) {
  await p.goto('/game-load/history');
  const cards = p.getByTestId('request-card');
  await eachPage(p.getByRole('navigation', { name: /pages/ }), async () => {
    await eachDetails(p, cards, 'Game Load Request Details', async (sheet) => {
      tally.add(
        'game titles',
        'game load details',
        payloadsIn(await shownText(sheet.getByTestId('games-list'))),
      );
      // Markdown is reformatted by design: the stored remark is what was rendered.
      await expect(sheet.getByTestId('markdown-remark')).not.toBeEmpty();
      const number = (await sheet.getByTestId('request-number').textContent()) ?? '';
      const { data } = await svc
        .from('game_load_requests')
        .select('remark')
        .eq('display_number', number)
        .single();
      tally.add(
        'game load remark (staff, markdown)',
        'game load details',
        payloadsIn((data as { remark: string }).remark),
      );
      await scan(p, 'game load details');
    });
  });
  expect(tally.count('game titles', 'game load details')).toBeGreaterThanOrEqual(gameTitlePayloads.length);
}

async function discountHistoryView(p: Page) {
  await p.goto('/product-discount-request/history');
  const cards = p.getByTestId('request-card');
  await eachPage(p.getByRole('navigation', { name: /pages/ }), async () => {
    await eachDetails(p, cards, 'Discount Request Details', async (sheet) => {
      tally.add('discount product URL', 'discount details', payloadsIn(await shownText(sheet)));
      for (const href of await sheet
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^(https:\/\/|mailto:|\/)/);
      await expect(sheet.getByTestId('markdown-remark')).not.toBeEmpty();
      const number = (await sheet.getByTestId('request-number').textContent()) ?? '';
      const { data } = await svc
        .from('product_discount_requests')
        .select('remarks')
        .eq('display_number', number)
        .single();
      tally.add(
        'discount remarks (staff, markdown)',
        'discount details',
        payloadsIn((data as { remarks: string }).remarks),
      );
      await scan(p, 'discount details');
    });
  });
  expect(tally.count('discount product URL', 'discount details')).toBeGreaterThanOrEqual(urlPayloads.length);
}

test('every page that shows the written fields, paged through (six pages at once)', async () => {
  test.setTimeout(300_000);
  const views = [
    productReviewsView,
    reviewPagesView,
    orderHistoryView,
    repairHistoryView,
    gameLoadHistoryView,
    discountHistoryView,
  ];
  const pages = [page, ...(await Promise.all(views.slice(1).map(() => watchedPage())))];
  const started = Date.now();
  await Promise.all(
    views.map(async (view, i) => {
      await view(pages[i] as Page);
      console.info(`xss corpus: ${view.name} done after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }),
  );
  await Promise.all(pages.slice(1).map((p) => p.close()));
  expectClean('the histories and reviews');
});

async function openProfileDialog(p: Page): Promise<Locator> {
  await p.getByRole('button', { name: /^Account:/ }).click();
  await p.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = p.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  return dialog;
}

/**
 * The short payloads through the six profile fields of the live profile, six at a time, while
 * the four cards that show the profile stay on screen (one page each) under the profile dialog:
 * the service role writes the next six, the dialog's Refresh re-reads the profile every app
 * shares from one cache entry, and the card and the dialog must show them as text. The rounds
 * take turns among the four pages (a quarter of the payloads per card, all of them through the
 * dialog), which keeps the test short: the cards render every field with the same code.
 */
test('profile fields on every card that shows them (checkout, repair, game load, discount)', async () => {
  test.setTimeout(240_000);
  await addToCartApi(await clientAs(shopper), (await productsInStock(svc, 1))[0]?.product_id ?? '', 1);
  const views = [
    { path: '/checkout/order-summary', view: 'checkout address card', testId: 'profile-card' },
    { path: '/repair/new-request', view: 'repair form profile card', testId: 'service-profile-card' },
    { path: '/game-load-service/new', view: 'game load form profile card', testId: 'service-profile-card' },
    {
      path: '/product-discount-request/new',
      view: 'discount form profile card',
      testId: 'service-profile-card',
    },
  ];
  const pages = [page, ...(await Promise.all(views.slice(1).map(() => watchedPage())))];
  const opened = await Promise.all(
    views.map(async (v, i) => {
      const p = pages[i] as Page;
      await p.goto(v.path);
      const card = p.getByTestId(v.testId);
      await expect(card).toBeVisible();
      return { ...v, p, card, dialog: await openProfileDialog(p) };
    }),
  );
  const rounds = Math.ceil(short.length / PROFILE_FIELDS.length);
  for (let r = 0; r < rounds; r++) {
    const values = PROFILE_FIELDS.map(
      (_, f) => short[(r * PROFILE_FIELDS.length + f) % short.length],
    ) as Payload[];
    const [name, line1, line2, city, state, country] = values.map((p) => p.text);
    must(
      await svc
        .from('user_profiles')
        .update({ name, address: { line1, line2, city, state, zip: '400001', country } })
        .eq('user_id', shopper.id)
        .select('user_id'),
      'profile round',
    );
    const { p, view, card, dialog } = opened[r % opened.length] as (typeof opened)[number];
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(async () => (await shownText(card)).includes(name as string), { intervals: [50] })
      .toBe(true);
    const cardText = await shownText(card);
    const dialogText = await shownText(dialog);
    for (const [f, field] of PROFILE_FIELDS.entries()) {
      const payload = values[f] as Payload;
      expect(cardText.includes(payload.text), `${payload.id} in ${view}`).toBe(true);
      expect(dialogText.includes(payload.text), `${payload.id} in the profile dialog`).toBe(true);
      tally.add(`profile ${field}`, view, [payload]);
      tally.add(`profile ${field}`, 'profile dialog', [payload]);
    }
    await scan(p, view);
  }
  await Promise.all(pages.slice(1).map((p) => p.close()));
  expect(tally.count('profile name', 'profile dialog')).toBe(rounds);
  expectClean('the profile cards');
});

test('support form: payloads through reference and description, into the chat link only', async () => {
  test.setTimeout(90_000);
  const support = await watchedPage();
  // The chat window itself is wa.me's page: record what the form opens instead of loading it.
  await support.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await support.clock.install();
  await support.goto('/support');
  const descriptions = pack(corpus, 1000);
  const references = pack(corpus, 100);
  for (const [i, group] of descriptions.entries()) {
    const reference = references[i] as { text: string; payloads: Payload[] };
    await support.getByLabel('Reason').selectOption('Product Inquiry');
    await support.getByLabel('Product Name / Title').fill(reference.text);
    await support.getByLabel('Description').fill(group.text);
    await support.getByRole('button', { name: 'Send via Chat' }).click();
    await support.clock.runFor(1000);
    const success = support.getByTestId('support-success');
    const href =
      (await success.getByRole('link', { name: 'Open the chat again' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(await support.evaluate(() => (window as unknown as { __opened: string[] }).__opened.at(-1))).toBe(
      href,
    );
    const message = decodeURIComponent(href.split('?text=')[1] ?? '');
    const expected = [...group.payloads, ...reference.payloads];
    expect(expected.filter((p) => !message.includes(p.text)).map((p) => p.id)).toEqual([]);
    tally.add('support description', 'support chat link', group.payloads);
    tally.add('support reference', 'support chat link', reference.payloads);
    await scan(support, 'support success');
    await success.getByRole('button', { name: 'Submit Another Request' }).click();
  }
  await support.close();
  expectClean('the support form');
});

test('figure: payloads x fields x views, executions = 0', () => {
  const rows = tally.rows();
  expect(rows.length).toBeGreaterThan(20);
  expectClean('the whole corpus');
});
