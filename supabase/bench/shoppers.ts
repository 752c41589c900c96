/**
 * Bench shoppers, made the fast way (the benchmarks need hundreds or thousands): confirmed users
 * inserted into auth.users with a complete, serviceable Mumbai profile (PIN 400001), and a user
 * token each, signed with the local stack's JWT secret as GoTrue would sign it.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type postgres from 'postgres';
import { JWT_SECRET } from '../local/src/keys';

export interface BenchShopper {
  id: string;
  token: string;
}

/** An access token for `userId` (role authenticated, 2 h), as the stack's auth would issue. */
export async function shopperToken(userId: string): Promise<string> {
  return await new SignJWT({
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    session_id: randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/**
 * `count` shoppers named `<prefix><n>@<domain>` for n = first..first+count-1, in that order,
 * each with a complete profile and a token.
 */
export async function createBenchShoppers(
  sql: postgres.Sql,
  { prefix, domain, first, count }: { prefix: string; domain: string; first: number; count: number },
): Promise<BenchShopper[]> {
  const ids = (
    await sql<{ id: string }[]>`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             ${prefix} || n || ${`@${domain}`}, '', now(), '{"provider":"email","providers":["email"]}', '{}', now(), now()
      from generate_series(${first}::int, ${first + count - 1}::int) as n
      order by n
      returning id`
  ).map((r) => r.id);
  await sql`
    insert into public.user_profiles (user_id, name, mobile, address)
    select id, 'Bench Shopper', '9876543210',
           '{"line1":"1 Bench Road","line2":"","city":"Mumbai","state":"Maharashtra","zip":"400001","country":"India"}'::jsonb
    from unnest(${ids}::uuid[]) as id`;
  return await Promise.all(ids.map(async (id) => ({ id, token: await shopperToken(id) })));
}
