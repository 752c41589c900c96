/**
 * Long text a user typed never widens a page on a phone (Pixel 7, 412 px). One shopper fills
 * every field with the longest unbroken string the server accepts (no space to wrap at), through
 * the real validating paths: the profile under RLS, the `cart` and `orders` functions, the
 * `submit-review` function (then approved by staff), the repair insert under RLS, the game load
 * and discount functions, and staff remarks, notes and technician through the staff paths. Every
 * view that shows the text is then opened on the phone, the text waited for, and measured: the
 * document is no wider than the viewport, and no open dialog or menu is wider than its box or
 * scrolls sideways (a dialog is fixed, so its overflow never shows in the document's width). A
 * failure names the elements whose right edge passes the edge they must stay inside.
 *
 * Why: a 45-character reviewer name once widened a product page to ~2500 px; Chrome zoomed the
 * page out to a quarter and later taps missed.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { GAME_LOAD, PROFILE, REVIEW } from '../../shared/src/constants/spec';
import {
  type ItemKind,
  REMARK_MAX_LENGTH,
  TECHNICIAN_MAX_LENGTH,
  TECHNICIAN_NOTES_MAX_LENGTH,
} from '../../shared/src/contracts/lifecycle';
import { REPAIR_LIMITS, toProductDescription } from '../../shared/src/contracts/repair';
import { moderateReview, reviewIdOf, STAFF } from '../support/account';
import { addToCartApi, clientAs, productsInStock, type SeedProduct } from '../support/checkout';
import { displayNumberOf, type NumberedTable } from '../support/display-number';
import { createConfirmedUser, signInBrowser, type TestUser } from '../support/session';

// Not serial: a view that overflows fails alone and the others still run (a new worker seeds
// its own shopper).

/** The discount request's URL limit (productUrlSchema and the table's check: 2048 characters). */
const URL_MAX = 2048;

/** `n` characters with no space, hyphen or other break opportunity, starting with `tag`. */
const unbroken = (tag: string, n: number) => (tag + 'W'.repeat(n)).slice(0, n);

const T = PROFILE.textFieldMax;
const PROFILE_TEXT = {
  name: unbroken('Name', T),
  line1: unbroken('Lineone', T),
  line2: unbroken('Linetwo', T),
  city: unbroken('City', T),
  state: unbroken('State', T),
  country: unbroken('Country', T),
};
const REVIEW_TITLE = unbroken('Title', REVIEW.titleMax);
const REVIEW_COMMENT = unbroken('Comment', REVIEW.commentMax);
const ORDER_REMARK = unbroken('Orderremark', REMARK_MAX_LENGTH.order);
const DEVICE_MODEL = unbroken('Model', REPAIR_LIMITS.deviceModel);
const ISSUE = unbroken('Issue', REPAIR_LIMITS.issueDescription);
const TECHNICIAN = unbroken('Technician', TECHNICIAN_MAX_LENGTH);
const TECH_NOTES = unbroken('Notes', TECHNICIAN_NOTES_MAX_LENGTH);
const remarkOf = (kind: ItemKind) => unbroken(`Remark${kind.replace('_', '')}`, REMARK_MAX_LENGTH[kind]);
const GAMES = Array.from({ length: GAME_LOAD.gamesMax }, (_, i) =>
  unbroken(`Game${i}`, GAME_LOAD.gameTitleMax),
);
const URL_PREFIX = 'https://www.amazon.in/dp/B0LONG?ref=';
const PRODUCT_URL = URL_PREFIX + 'Q'.repeat(URL_MAX - URL_PREFIX.length);

interface Seeded {
  shopper: TestUser;
  product: SeedProduct;
  pendingProduct: SeedProduct;
  orderId: string;
  repairId: string;
  gameId: string;
  discountId: string;
  reviewId: string;
}
let seeded: Seeded;

function must<T>(result: { data: T; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The account's e-mail is typed too (shown in the account menu, the cards and the console):
  // a 59-character local part ('-' and 8 hex digits follow the tag).
  const shopper = await createConfirmedUser(unbroken('longtext', 50).toLowerCase(), PROFILE_TEXT.name);
  const api = await clientAs(shopper);
  const staff = await clientAs(STAFF);
  // The shopper's own write of the profile (RLS and the table's 50-character checks).
  const { line1, line2, city, state, country } = PROFILE_TEXT;
  must(
    await api.from('user_profiles').upsert({
      user_id: shopper.id,
      name: PROFILE_TEXT.name,
      mobile: '9876543210',
      address: { line1, line2, city, state, zip: '400001', country },
    }),
    'profile',
  );
  const products = await productsInStock(api, 4);
  // Products the other specs' reviews leave alone: the reviews show on their first page.
  const product = products[3] as SeedProduct;
  const pendingProduct = products[2] as SeedProduct;

  // An order through the cart and orders functions, delivered by staff with the longest remark.
  await addToCartApi(api, pendingProduct.product_id, 1);
  const cart = await addToCartApi(api, product.product_id, 1);
  const placed = await api.functions.invoke('orders', {
    body: {
      cartItems: (cart as { id: string; quantity: number }[]).map(({ id, quantity }) => ({ id, quantity })),
      userProfile: null,
      discountCode: null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  if (placed.error || !placed.data?.orderId) throw new Error(`order: ${placed.error?.message}`);
  const orderId = placed.data.orderId as string;
  for (const status of ['processing', 'shipped', 'out for delivery', 'delivered']) {
    must(
      await staff.rpc('staff_transition', {
        p_kind: 'order',
        p_id: orderId,
        p_status: status,
        p_remark: status === 'delivered' ? ORDER_REMARK : null,
      }),
      `deliver (${status})`,
    );
  }

  // Reviews through submit-review: one approved by staff (public on the product page), one left
  // pending (shown to its author only, above the product's reviews).
  for (const { product_id, slug } of [product, pendingProduct]) {
    const review = await api.functions.invoke('submit-review', {
      body: {
        productId: product_id,
        productSlug: slug,
        orderId,
        rating: 4,
        title: REVIEW_TITLE,
        comment: REVIEW_COMMENT,
      },
    });
    expect(review.error, 'submit-review').toBeNull();
  }
  const reviewId = await reviewIdOf(shopper, product.product_id, orderId);
  await moderateReview(reviewId, 'approved');

  // A repair as the form inserts it (the shopper under RLS), then the technician's fields.
  const repair = must(
    await api
      .from('repairrequests')
      .insert({
        user_id: shopper.id,
        status: 'pending',
        product_type: 'ps5',
        product_description: toProductDescription({ deviceModel: DEVICE_MODEL, issueDescription: ISSUE }),
        shipping_address: {
          name: PROFILE_TEXT.name,
          email: shopper.email,
          phone: '9876543210',
          address: { line1, line2, city, state, zip: '400001', country },
        },
      })
      .select('id')
      .single(),
    'repair',
  ) as { id: string };
  must(
    await staff
      .from('repairrequests')
      .update({ technician: TECHNICIAN, notes: TECH_NOTES, remark: remarkOf('repair') })
      .eq('id', repair.id)
      .select('id')
      .single(),
    'repair staff fields',
  );

  // A game load and a discount request through their functions, with staff remarks.
  const game = await api.functions.invoke('console-games-addon-service', {
    body: { consoleType: 'PS5', availableStorage: 825, storageUnit: 'GB', games: GAMES, addStorage: false },
  });
  expect(game.error, 'console-games-addon-service').toBeNull();
  const gameId = (game.data as { requestId: string }).requestId;
  must(
    await staff.rpc('staff_transition', {
      p_kind: 'game_load',
      p_id: gameId,
      p_status: 'in-progress',
      p_remark: remarkOf('game_load'),
    }),
    'game load remark',
  );
  const discount = await api.functions.invoke('product-discount-request', {
    body: { product_type: 'PC Parts', ecom_site: 'Amazon.in', product_url: PRODUCT_URL, current_price: 4999 },
  });
  expect(discount.error, 'product-discount-request').toBeNull();
  const discountId = (discount.data as { requestId: string }).requestId;
  must(
    await staff
      .from('product_discount_requests')
      .update({ remarks: remarkOf('discount_request') })
      .eq('id', discountId)
      .select('id')
      .single(),
    'discount remarks',
  );

  // A cart line for the checkout page's address card.
  await addToCartApi(api, (products[0] as SeedProduct).product_id, 1);
  seeded = { shopper, product, pendingProduct, orderId, repairId: repair.id, gameId, discountId, reviewId };
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

interface Overflow {
  where: string;
  width: number;
  limit: number;
  offenders: string[];
}

/**
 * What sticks out on the page: the document wider than the viewport, and each open dialog or
 * menu (fixed, so outside the document's width) past the viewport or scrolling sideways inside.
 * For each, the innermost elements whose right edge passes the edge they must stay inside.
 */
function overflowsIn(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const nameOf = (el: Element, right: number) => {
      const testId = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return (
        `<${el.localName}${testId ? ` data-testid="${testId}"` : ''}${el.id ? ` id="${el.id}"` : ''}` +
        ` class="${el.getAttribute('class') ?? ''}"> right edge ${Math.round(right)} px, text "${text.slice(0, 40)}${text.length > 40 ? '…' : ''}"`
      );
    };
    const sticksOut = (scope: Element, limit: number) => {
      // Boxes past the edge, and text running out of its box (the box itself may fit: a
      // stretched block whose unbroken text overflows it).
      const right = new Map<Element, number>();
      for (const el of scope.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > limit + 1) right.set(el, box.right);
      }
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        const edge = range.getBoundingClientRect().right;
        const parent = node.parentElement;
        if (parent && edge > limit + 1) right.set(parent, Math.max(edge, right.get(parent) ?? 0));
      }
      const past = [...right.keys()];
      // The innermost ones: the element that is too wide, not every ancestor it stretched.
      return past
        .filter((el) => !past.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map((el) => nameOf(el, right.get(el) ?? 0));
    };
    const found: Overflow[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport) {
      found.push({
        where: 'the document',
        width: root.scrollWidth,
        limit: viewport,
        offenders: sticksOut(document.body, viewport),
      });
    }
    for (const box of document.querySelectorAll('[role="dialog"], [role="menu"]')) {
      const name = `${box.getAttribute('role')} "${box.getAttribute('aria-label') ?? box.textContent?.slice(0, 30)}"`;
      const right = box.getBoundingClientRect().right;
      if (right > viewport + 1) {
        found.push({
          where: name,
          width: Math.round(right),
          limit: viewport,
          offenders: sticksOut(box, viewport),
        });
      }
      for (const scroller of [box, ...box.querySelectorAll('*')]) {
        const style = getComputedStyle(scroller);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (scrolls && scroller.scrollWidth > scroller.clientWidth + 1) {
          const edge = scroller.getBoundingClientRect().left + scroller.clientWidth;
          found.push({
            where: `${name}: ${nameOf(scroller, edge).split('>')[0]}> scrolls sideways`,
            width: scroller.scrollWidth,
            limit: scroller.clientWidth,
            offenders: sticksOut(scroller, edge),
          });
        }
      }
    }
    return found;
  });
}

/** The view, once `ready` shows the typed text, is no wider than the phone. */
async function expectNoWidening(page: Page, where: string, ready: Locator) {
  await expect(ready).toBeVisible();
  const found = await overflowsIn(page);
  const report = found
    .map((o) => `${o.where} is ${o.width} px wide for ${o.limit} px:\n    ${o.offenders.join('\n    ')}`)
    .join('\n  ');
  expect(found, `${where} on a phone:\n  ${report}`).toEqual([]);
  // And the phone did not zoom out to fit something wider.
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
}

/** Opens a card's details sheet and waits for its `dialogName` dialog. */
async function openDetails(page: Page, card: Locator, dialogName: string): Promise<Locator> {
  await card.click();
  const sheet = page.getByRole('dialog', { name: dialogName });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** A text shown in full (the longest strings are unique prefixes plus repeats). */
const shown = (scope: Locator | Page, text: string) => scope.getByText(text, { exact: true }).first();
/** A text that may be cut or joined with others: the element containing its start. */
const starts = (scope: Locator | Page, text: string) => scope.getByText(text.slice(0, 30)).first();

test('the header, the account menu and the profile dialog', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/');
  const account = page.getByRole('button', { name: /^Account:/ });
  await expectNoWidening(page, 'the header', account.getByText(/^Name/));
  await account.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expectNoWidening(page, 'the account menu', shown(menu, PROFILE_TEXT.name));
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue(PROFILE_TEXT.name);
  // A country saved before the store became India-only stays shown (selected in the select).
  await expect(dialog.getByLabel('Country')).toHaveValue(PROFILE_TEXT.country);
  await expectNoWidening(page, 'the profile dialog', dialog.getByLabel('Country'));
});

test('the product page with the review', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, `/product/${seeded.product.slug}`);
  // The reviews load as their region nears the viewport.
  await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Reviews' });
  await list.scrollIntoViewIfNeeded();
  const review = list.getByRole('article').filter({ hasText: REVIEW_TITLE });
  await expect(shown(review, PROFILE_TEXT.name)).toBeVisible();
  await expectNoWidening(page, 'the product page reviews', starts(review, REVIEW_COMMENT));
});

test('the product page with the author’s pending review', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, `/product/${seeded.pendingProduct.slug}`);
  await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
  const mine = page.getByRole('article', { name: 'Your review' });
  await mine.scrollIntoViewIfNeeded();
  await expect(shown(mine, REVIEW_TITLE)).toBeVisible();
  await expectNoWidening(page, 'the product page’s pending review', starts(mine, REVIEW_COMMENT));
});

test('the search page echoing the longest search term', async ({ page }) => {
  // The search box takes 100 characters.
  const term = unbroken('Searchterm', 100);
  await page.goto(`/search?q=${term}`);
  await expectNoWidening(page, 'the search page', page.getByRole('status').filter({ hasText: term }).first());
});

test('the order history, the order details and the review page', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/order-history');
  await page.getByRole('tab', { name: /Completed/ }).click();
  const card = page.getByTestId('order-card').first();
  await expectNoWidening(page, 'the order history', card);
  const sheet = await openDetails(page, card, 'Order Details');
  await expectNoWidening(page, 'the order details', starts(sheet, PROFILE_TEXT.line1));
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/review/order/${seeded.orderId}`);
  await expectNoWidening(page, 'the review page', starts(page.getByRole('main'), REVIEW_COMMENT));
});

test('the checkout address card', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/checkout/order-summary');
  const card = page.getByTestId('profile-card');
  await expectNoWidening(page, 'the checkout address card', starts(card, PROFILE_TEXT.line1));
});

for (const path of ['/repair/new-request', '/game-load-service/new', '/product-discount-request/new']) {
  test(`the profile card of ${path}`, async ({ page }) => {
    await signInBrowser(page, seeded.shopper, path);
    const card = page.getByTestId('service-profile-card');
    await expectNoWidening(page, `the profile card of ${path}`, starts(card, PROFILE_TEXT.line1));
  });
}

test('the repair history and details', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/repair/history');
  const card = page.getByTestId('repair-card').first();
  await expectNoWidening(page, 'the repair history', starts(card, DEVICE_MODEL));
  const sheet = await openDetails(page, card, 'Repair Details');
  await expect(starts(sheet, TECH_NOTES)).toBeVisible();
  await expect(starts(sheet, PROFILE_TEXT.line1)).toBeVisible();
  await expectNoWidening(page, 'the repair details', starts(sheet, ISSUE));
});

test('the game load history and details', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/game-load/history');
  const card = page.getByTestId('request-card').first();
  await expectNoWidening(page, 'the game load history', card);
  const sheet = await openDetails(page, card, 'Game Load Request Details');
  await expect(starts(sheet, remarkOf('game_load'))).toBeVisible();
  await expectNoWidening(
    page,
    'the game load details',
    starts(sheet.getByTestId('games-list'), GAMES[9] ?? ''),
  );
});

test('the discount request history and details', async ({ page }) => {
  await signInBrowser(page, seeded.shopper, '/product-discount-request/history');
  const card = page.getByTestId('request-card').first();
  await expectNoWidening(page, 'the discount request history', card);
  const sheet = await openDetails(page, card, 'Discount Request Details');
  await expect(starts(sheet, remarkOf('discount_request'))).toBeVisible();
  await expectNoWidening(page, 'the discount request details', starts(sheet, PRODUCT_URL));
});

// `table`: where the item's display number is (the detail's title ends '#GG-26-7K3M9Q'); reviews
// have none and keep their id's first 8 characters.
const STAFF_VIEWS: { kind: string; id: () => string; table?: NumberedTable; text: () => string }[] = [
  { kind: 'order', id: () => seeded.orderId, table: 'orders', text: () => ORDER_REMARK },
  { kind: 'repair', id: () => seeded.repairId, table: 'repairrequests', text: () => DEVICE_MODEL },
  { kind: 'game_load', id: () => seeded.gameId, table: 'game_load_requests', text: () => GAMES[0] ?? '' },
  {
    kind: 'discount_request',
    id: () => seeded.discountId,
    table: 'product_discount_requests',
    text: () => PRODUCT_URL,
  },
  { kind: 'review', id: () => seeded.reviewId, text: () => REVIEW_COMMENT },
];

test('the staff console queues and details', async ({ page }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, STAFF, '/');
  for (const { kind, id, table, text } of STAFF_VIEWS) {
    // Every status: the review queue opens on pending, and this review was approved.
    const queue = `/staff?kind=${kind}&status=all&q=${encodeURIComponent(seeded.shopper.email)}`;
    await page.goto(queue);
    const row = page.getByRole('main').getByRole('listitem').first();
    await expectNoWidening(page, `the staff ${kind} queue`, row.getByText(seeded.shopper.email));
    // The item's own detail (the queue may hold more than one of the shopper's items).
    await page.goto(`${queue}&id=${id()}`);
    const ref = table ? await displayNumberOf(seeded.shopper, table, id()) : id().slice(0, 8);
    const sheet = page.getByRole('dialog', { name: new RegExp(`#${ref}$`) });
    await expectNoWidening(page, `the staff ${kind} detail`, starts(sheet, text()));
    if (kind === 'repair') {
      // The confirmation echoes the technician typed.
      const typed = unbroken('Assignee', TECHNICIAN_MAX_LENGTH);
      await sheet.getByLabel('Technician', { exact: true }).fill(typed);
      await sheet.getByRole('button', { name: 'Save assignment' }).click();
      const confirm = sheet.getByRole('group', { name: /^Assign/ });
      await expectNoWidening(page, 'the staff assignment confirmation', starts(confirm, typed));
      await confirm.getByRole('button', { name: 'Cancel' }).click();
    }
  }
});
