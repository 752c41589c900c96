/**
 * validate-pincode through the real supabase-js `functions.invoke`, against the suite's target,
 * as a guest (anon key) and as a signed-in user: the answers of
 * docs/product.md#profile-and-pin-codes for a serviceable PIN, a valid PIN outside the service
 * area, an unknown PIN and malformed input.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { type PincodeLookupResult, pincodeLookupResultSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, userClient } from '../helpers/clients';
import { target } from '../helpers/target';
import { createTestUser, type TestUser } from '../helpers/users';

let user: TestUser;
const clients: Record<string, () => SupabaseClient> = {
  guest: () => anonClient(),
  'signed-in user': () => userClient(user.accessToken),
};

beforeAll(async () => {
  user = await createTestUser('pincode');
});
afterAll(async () => {
  await user?.remove();
});

async function validate(client: SupabaseClient, pincode: unknown): Promise<PincodeLookupResult> {
  const { data, error } = await client.functions.invoke('validate-pincode', { body: { pincode } });
  expect(error).toBeNull();
  return pincodeLookupResultSchema.parse(data);
}

async function httpError(client: SupabaseClient, body: unknown): Promise<{ status: number; body: unknown }> {
  const { data, error } = await client.functions.invoke('validate-pincode', { body: body as object });
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe.each(Object.keys(clients))('validate-pincode as a %s', (who) => {
  const client = () => clients[who]?.() as SupabaseClient;

  it('400001: Mumbai, Maharashtra, serviceable, "Pincode validated"', async () => {
    expect(await validate(client(), '400001')).toEqual({
      valid: true,
      city: 'Mumbai',
      state: 'Maharashtra',
      message: 'Pincode validated',
      isServiceAvailable: true,
    });
  });

  it('400601 (Thane) is serviceable too', async () => {
    expect(await validate(client(), '400601')).toMatchObject({
      valid: true,
      city: 'Thane',
      isServiceAvailable: true,
    });
  });

  it('110001: a valid Delhi PIN outside the service area', async () => {
    const result = await validate(client(), '110001');
    expect(result).toMatchObject({ valid: true, state: 'Delhi', isServiceAvailable: false });
    expect(result.city).toMatch(/Delhi$/);
    expect(result.message).not.toBe('Pincode validated');
    expect(result.message.length).toBeGreaterThan(0);
  });

  it('999999: unknown, "Invalid pincode"', async () => {
    expect(await validate(client(), '999999')).toEqual({
      valid: false,
      city: '',
      state: '',
      message: 'Invalid pincode',
      isServiceAvailable: false,
    });
  });

  it.each([['abc'], ['40001'], ['4000011'], ['12a456'], [''], [null], [true]])(
    '%j: 400 with the six-digit message',
    async (pincode) => {
      expect(await httpError(client(), { pincode })).toEqual({
        status: 400,
        body: { error: 'Pincode must be exactly 6 digits' },
      });
    },
  );

  it('a body without pincode: 400 with the six-digit message', async () => {
    expect(await httpError(client(), { pin: '400001' })).toEqual({
      status: 400,
      body: { error: 'Pincode must be exactly 6 digits' },
    });
  });
});

describe('validate-pincode over plain HTTP', () => {
  const t = target();
  const url = `${t.apiUrl}/functions/v1/validate-pincode`;
  const headers = { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` };

  it('GET ?pincode= answers like POST', async () => {
    const res = await fetch(`${url}?pincode=400001`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ valid: true, city: 'Mumbai', isServiceAvailable: true });
  });

  it('GET without pincode: 400', async () => {
    const res = await fetch(url, { headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Pincode must be exactly 6 digits' });
  });

  it('a numeric pincode is read as its digits', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ pincode: 400001 }),
    });
    expect(await res.json()).toMatchObject({ valid: true, city: 'Mumbai' });
  });

  it('malformed JSON: 400', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"pincode":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('other methods: 405', async () => {
    const res = await fetch(`${url}?pincode=400001`, { method: 'DELETE', headers });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  });

  it('CORS preflight: 204', async () => {
    const res = await fetch(url, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
  });

  it('a forged token is refused by the JWT check before the function runs', async () => {
    const res = await fetch(`${url}?pincode=400001`, {
      headers: { apikey: t.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(res.status).toBe(401);
  });
});
