/**
 * The `console-games-addon-service` function through the gateway with supabase-js: the form's
 * payload files a pending request priced from the price table (a forged price is ignored), every
 * rule of the form answers 400 with its message and writes nothing, guests 401, an incomplete
 * profile 400, more than 10 an hour 429.
 */
import { GAME_LOAD_MESSAGES } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import { invoke } from './invoke';

const NAME = 'console-games-addon-service';
let shop: ShopFixture;

beforeAll(async () => {
  shop = await createShopFixture();
});
afterAll(async () => {
  await shop?.drop();
});

const payload = (over: Record<string, unknown> = {}) => ({
  consoleType: 'PS5',
  availableStorage: 825,
  storageUnit: 'GB',
  games: ['Astro Bot', 'Returnal'],
  addStorage: true,
  ...over,
});

async function rowsOf(userId: string) {
  return await shop.sql`select * from public.game_load_requests where user_id = ${userId} order by created_at`;
}

describe('console-games-addon-service', () => {
  it('files a pending request priced by the server, whatever price the client sends', async () => {
    const user = await shop.user('gl-fn');
    const answer = await invoke(userClient(user.accessToken), NAME, {
      body: payload({
        availableStorage: '1.5',
        storageUnit: 'TB',
        games: ['  Astro Bot ', '', 'Returnal'],
        price_details: { base: 1, addon: 0, total: 1 },
        total: 1,
        status: 'completed',
      }),
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { success: boolean; requestId: string };
    expect(body.success).toBe(true);
    const [row, ...rest] = await rowsOf(user.id);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      id: body.requestId,
      console_type: 'PS5',
      storage_unit: 'TB',
      games_list: ['Astro Bot', 'Returnal'],
      storage_addon_added: true,
      status: 'pending',
      price_details: { base: 9999, addon: 5999, total: 15998 },
    });
    expect(Number(row?.available_storage)).toBe(1.5);

    const ps4 = await invoke(userClient(user.accessToken), NAME, {
      body: { consoleType: 'PS4', availableStorage: 100, games: ['GT'] },
    });
    expect(ps4.status).toBe(200);
    const [, second] = await rowsOf(user.id);
    expect(second).toMatchObject({
      storage_unit: 'GB',
      storage_addon_added: false,
      price_details: { base: 6999, addon: 0, total: 6999 },
    });
  });

  it.each([
    [{ consoleType: undefined }, GAME_LOAD_MESSAGES.consoleRequired],
    [{ consoleType: 'ps5' }, GAME_LOAD_MESSAGES.consoleRequired],
    [{ availableStorage: 'lots' }, GAME_LOAD_MESSAGES.storageNumber],
    [{ availableStorage: true }, GAME_LOAD_MESSAGES.storageNumber],
    [{ availableStorage: -1 }, GAME_LOAD_MESSAGES.storagePositive],
    [{ availableStorage: 0.99 }, GAME_LOAD_MESSAGES.storageMin],
    [{ availableStorage: 16001 }, GAME_LOAD_MESSAGES.storageMax],
    [{ availableStorage: 1.555 }, GAME_LOAD_MESSAGES.storageDecimals],
    [{ storageUnit: 'MB' }, GAME_LOAD_MESSAGES.storageUnit],
    [{ games: [] }, GAME_LOAD_MESSAGES.gamesMin],
    [{ games: ['  '] }, GAME_LOAD_MESSAGES.gamesMin],
    [{ games: Array.from({ length: 11 }, (_, i) => `Game ${i}`) }, GAME_LOAD_MESSAGES.gamesMax],
    [{ games: ['A'] }, GAME_LOAD_MESSAGES.gameTitleShort],
    [{ games: ['x'.repeat(151)] }, GAME_LOAD_MESSAGES.gameTitleLong],
  ])('answers 400 for %j with its message and writes nothing', async (over, message) => {
    const user = await shop.user('gl-fn-bad');
    const answer = await invoke(userClient(user.accessToken), NAME, { body: payload(over) });
    expect(answer).toEqual({ status: 400, body: { success: false, error: message } });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const user = await shop.user('gl-fn-json');
    const answer = await invoke(userClient(user.accessToken), NAME, {
      body: ['PS5'] as unknown as Record<string, unknown>,
    });
    expect(answer.status).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers 401 to guests and 400 to an incomplete profile', async () => {
    expect(await invoke(anonClient(), NAME, { body: payload() })).toEqual({
      status: 401,
      body: { success: false, error: GAME_LOAD_MESSAGES.loginRequired },
    });
    const user = await shop.user('gl-fn-noaddr', {
      address: { line1: '', city: '', state: '', zip: '', country: '' },
    });
    expect(await invoke(userClient(user.accessToken), NAME, { body: payload() })).toEqual({
      status: 400,
      body: { success: false, error: 'Please complete your profile first.' },
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers 429 past 10 requests an hour', async () => {
    const user = await shop.user('gl-fn-flood');
    const client = userClient(user.accessToken);
    for (let i = 0; i < 10; i += 1)
      expect((await invoke(client, NAME, { body: payload() })).status).toBe(200);
    expect(await invoke(client, NAME, { body: payload() })).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Too many game load requests. You can send up to 10 an hour; please try again later.',
      },
    });
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});
