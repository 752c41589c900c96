/**
 * The user_profiles table's own rules: limits from docs/product.md#profile-and-pin-codes,
 * timestamps, cascade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';

const sql = directSql();
const userId = crypto.randomUUID();

beforeAll(async () => {
  await sql`insert into auth.users (id, email) values (${userId}, ${`${userId}@example.test`})`;
});
afterAll(async () => {
  await sql`delete from auth.users where id = ${userId}`;
  await sql.end();
});

async function upsert(values: { name?: string | null; mobile?: string | null; address?: unknown }) {
  await sql.begin(async (tx) => {
    await tx`insert into public.user_profiles (user_id, name, mobile, address)
             values (${userId}, ${values.name ?? null}, ${values.mobile ?? null},
                     ${values.address === undefined ? null : JSON.stringify(values.address)}::text::jsonb)
             on conflict (user_id) do update set name = excluded.name, mobile = excluded.mobile, address = excluded.address`;
  });
}

const validAddress = {
  line1: '12 MG Road',
  line2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400001',
  country: 'India',
};

describe('user_profiles constraints', () => {
  it('accepts a complete, valid profile', async () => {
    await upsert({ name: 'Asha Rao', mobile: '9876543210', address: validAddress });
    const [row] = await sql`select name, mobile, address from public.user_profiles where user_id = ${userId}`;
    expect(row).toEqual({ name: 'Asha Rao', mobile: '9876543210', address: validAddress });
  });

  it.each([
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'user_profiles_name_length'],
    ['a mobile with letters', { mobile: '98765abc' }, 'user_profiles_mobile_digits'],
    ['a mobile over 10 digits', { mobile: '98765432101' }, 'user_profiles_mobile_digits'],
    [
      'a PIN code over 6 digits',
      { address: { ...validAddress, zip: '4000011' } },
      'user_profiles_address_valid',
    ],
    [
      'a PIN code with letters',
      { address: { ...validAddress, zip: '40A001' } },
      'user_profiles_address_valid',
    ],
    [
      'a city over 50 characters',
      { address: { ...validAddress, city: 'c'.repeat(51) } },
      'user_profiles_address_valid',
    ],
    ['an unknown address field', { address: { ...validAddress, note: 'x' } }, 'user_profiles_address_valid'],
    ['a non-text address field', { address: { ...validAddress, city: 5 } }, 'user_profiles_address_valid'],
    ['an address that is not an object', { address: ['Mumbai'] }, 'user_profiles_address_valid'],
  ])('rejects %s', async (_label, values, constraint) => {
    await expect(upsert(values)).rejects.toMatchObject({ code: '23514', constraint_name: constraint });
  });

  it('owns the timestamps: updated_at moves on update, created_at never changes', async () => {
    const [before] = await sql<{ created_at: Date; updated_at: Date }[]>`
      select created_at, updated_at from public.user_profiles where user_id = ${userId}`;
    await sql`update public.user_profiles
              set name = 'Asha R', created_at = '2000-01-01', updated_at = '2000-01-01' where user_id = ${userId}`;
    const [after] = await sql<{ created_at: Date; updated_at: Date }[]>`
      select created_at, updated_at from public.user_profiles where user_id = ${userId}`;
    expect(after?.created_at.getTime()).toBe(before?.created_at.getTime());
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
  });

  it('is deleted with its auth user', async () => {
    const other = crypto.randomUUID();
    await sql`insert into auth.users (id, email) values (${other}, ${`${other}@example.test`})`;
    await sql`insert into public.user_profiles (user_id, name) values (${other}, 'Temp')`;
    await sql`delete from auth.users where id = ${other}`;
    const rows = await sql`select 1 from public.user_profiles where user_id = ${other}`;
    expect(rows.length).toBe(0);
  });
});
