/**
 * One regression test per defect the fuzzing found (ADR 0014), each the smallest request that
 * showed it, so it stays fixed whatever seed the fuzz runs with.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { target } from '../helpers/target';
import { createTestUser, type TestUser } from '../helpers/users';

let shopper: TestUser;

beforeAll(async () => {
  shopper = await createTestUser('fuzz-regression');
});

afterAll(async () => {
  await shopper?.remove();
});

/** Sends raw bytes to the gateway and reads the whole answer (the server closes the connection). */
function rawHttp(bytes: string): Promise<string> {
  const url = new URL(target().apiUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('defects found by the fuzzing', () => {
  it('answers a request whose URL is over the 16 KB header limit with a JSON 431 and a message, not an empty 431', async () => {
    // Found: supabase-js GET rpc with a 70 000-character argument; Node's parser answered 431 with no body.
    const t = target();
    const response = await fetch(`${t.apiUrl}/rest/v1/rpc/lookup_pincode?p_pincode=${'4'.repeat(20_000)}`, {
      headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST431');
    expect(body.message).toBe(
      'Request header fields or URL too large (max 16 KB): send large arguments in the body (POST)',
    );
  });

  it('answers a request the HTTP parser cannot read with a JSON 400 and a message', async () => {
    const answer = await rawHttp('GARBAGE \u0000 NOT-HTTP\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      code: 'PGRST400',
      message: 'Malformed HTTP request',
      details: null,
      hint: null,
    });
  });

  // Found: validate-discount answered 400 'invalid input syntax for type json' (Postgres' words) to
  // `{"discountCode":"\ud800"}`: valid JSON whose string is not Unicode text reached the database.
  // Every function now refuses it before any work, like a NUL character.
  const LONE = '"\\ud800x"';
  it.each([
    ['validate-discount', `{"discountCode":${LONE}}`],
    ['orders', `{"cartItems":[],"discountCode":${LONE}}`],
    [
      'submit-review',
      `{"productId":"00000000-0000-4000-8000-000000000001","orderId":"00000000-0000-4000-8000-000000000002","rating":5,"comment":${LONE}}`,
    ],
    [
      'console-games-addon-service',
      `{"consoleType":"PS5","availableStorage":500,"storageUnit":"GB","games":[${LONE}],"addStorage":true}`,
    ],
    [
      'product-discount-request',
      `{"product_type":"Laptops","ecom_site":"Flipkart.in","product_url":"https://www.flipkart.com/x/p/itm${LONE.slice(1)},"current_price":45999}`,
    ],
    ['cart', `{"product_uuid":${LONE},"quantity":1}`],
    ['wishlist', `{"product_uuid":${LONE}}`],
    ['validate-pincode', `{"pincode":"40000\\udc01"}`],
    ['validate-discount', `{"discountCode":"ok","\\udfff":1}`],
  ])('%s refuses a body holding an unpaired surrogate with 400 and its own message', async (name, body) => {
    const t = target();
    const response = await fetch(`${t.apiUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: t.anonKey,
        Authorization: `Bearer ${shopper.accessToken}`,
        'Content-Type': 'application/json',
      },
      body,
    });
    const answer = (await response.json()) as { error?: string; message?: string };
    expect(response.status).toBe(400);
    expect(answer.error ?? answer.message).toBe('Request body must not contain unpaired Unicode surrogates');
  });

  // Found: a deleted user's token (still valid until it expires) made the cart and wishlist
  // functions answer 409 "insert or update on table \"cart_items\" violates foreign key constraint".
  describe("a deleted user's still-valid token", () => {
    let ghost: TestUser;
    let product: string;

    beforeAll(async () => {
      ghost = await createTestUser('fuzz-ghost');
      await ghost.remove();
      const t = target();
      const response = await fetch(
        `${t.apiUrl}/rest/v1/products?select=product_id&is_active=eq.true&limit=1`,
        {
          headers: { apikey: t.anonKey },
        },
      );
      product = ((await response.json()) as { product_id: string }[])[0]?.product_id ?? '';
    });

    it.each([
      ['cart', { product_uuid: 'P', quantity: 1 }, 'Please log in'],
      ['wishlist', { product_uuid: 'P' }, 'Login required.'],
    ])('is refused by %s like a guest: 401 with its login message', async (name, body, message) => {
      const t = target();
      const response = await fetch(`${t.apiUrl}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: t.anonKey,
          Authorization: `Bearer ${ghost.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ ...body, product_uuid: product }),
      });
      expect(await response.json()).toEqual({ error: message });
      expect(response.status).toBe(401);
    });

    it.each([
      ['cart_add_item', { p_product_id: 'P', p_quantity: 1 }, 'Please log in'],
      ['wishlist_add_item', { p_product_id: 'P' }, 'Login required.'],
      ['get_cart', {}, 'Please log in'],
      ['validate_discount_code', { p_code: 'X' }, 'Please log in to apply discounts.'],
    ])(
      "is refused by the RPC %s with 403 (PostgREST's status for 42501 to a signed-in role) and its login message",
      async (fn, args, message) => {
        const t = target();
        const response = await fetch(`${t.apiUrl}/rest/v1/rpc/${fn}`, {
          method: 'POST',
          headers: {
            apikey: t.anonKey,
            Authorization: `Bearer ${ghost.accessToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify('p_product_id' in args ? { ...args, p_product_id: product } : args),
        });
        expect(((await response.json()) as { message: string }).message).toBe(message);
        expect(response.status).toBe(403);
      },
    );
  });
});
