/**
 * The staff rule (docs/product.md#roles-and-access): one table of staff user ids and one is_staff()
 * check. Shoppers and guests are never staff, nobody lists the staff through the API, and a shopper
 * cannot make themselves staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, directSql, userClient } from '../helpers/clients';
import { createTestUser, type TestUser } from '../helpers/users';

const sql = directSql();
let shopper: TestUser;
let staffer: TestUser;

beforeAll(async () => {
  shopper = await createTestUser('shopper');
  staffer = await createTestUser('staffer');
  await sql`insert into public.staff (user_id) values (${staffer.id})`;
});
afterAll(async () => {
  await shopper?.remove();
  await staffer?.remove();
  await sql.end();
});

describe('is_staff()', () => {
  it('is true for a listed staff member only', async () => {
    expect((await userClient(staffer.accessToken).rpc('is_staff')).data).toBe(true);
    expect((await userClient(shopper.accessToken).rpc('is_staff')).data).toBe(false);
    expect((await anonClient().rpc('is_staff')).data).toBe(false);
  });

  it('lets a user see only their own staff row; guests see nothing', async () => {
    const own = await userClient(staffer.accessToken).from('staff').select('user_id');
    expect(own.data).toEqual([{ user_id: staffer.id }]);
    const others = await userClient(shopper.accessToken).from('staff').select('user_id');
    expect(others.data).toEqual([]);
    const guest = await anonClient().from('staff').select('user_id');
    expect(guest.error?.code).toBe('42501');
  });

  it('refuses a shopper who tries to list themselves as staff', async () => {
    const { error } = await userClient(shopper.accessToken).from('staff').insert({ user_id: shopper.id });
    expect(error?.code).toBe('42501');
    expect((await userClient(shopper.accessToken).rpc('is_staff')).data).toBe(false);
  });

  it('lists the seeded staff@gamegear.in account', async () => {
    const rows = await sql<{ email: string }[]>`
      select u.email from public.staff s join auth.users u on u.id = s.user_id
      where u.email = 'staff@gamegear.in'`;
    expect(rows).toHaveLength(1);
  });
});
