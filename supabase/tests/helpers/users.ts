/**
 * Test users with an access token. With direct database access and the JWT secret (the local
 * stack), the user is inserted into auth.users and a token minted as GoTrue would; otherwise
 * (a hosted project) it is created through the Auth admin API and signed in.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { directSql, serviceClient } from './clients';
import { type StackTarget, target } from './target';

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  remove(): Promise<void>;
}

export async function mintToken(
  claims: Record<string, unknown>,
  secret: string,
  expiresIn: string | number = '1h',
): Promise<string> {
  return await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

export async function createTestUser(label: string, t: StackTarget = target()): Promise<TestUser> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  if (t.dbUrl && t.jwtSecret) {
    const id = randomUUID();
    const sql = directSql(t);
    try {
      await sql`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
                values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email}, '',
                  now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`;
    } finally {
      await sql.end();
    }
    const accessToken = await mintToken(
      { sub: id, role: 'authenticated', aud: 'authenticated', email, session_id: randomUUID() },
      t.jwtSecret,
    );
    return {
      id,
      email,
      accessToken,
      remove: async () => {
        const db = directSql(t);
        try {
          await db`delete from auth.users where id = ${id}`;
        } finally {
          await db.end();
        }
      },
    };
  }
  const admin = serviceClient(t);
  const password = `Pw-${randomUUID()}`;
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const signedIn = await admin.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) throw new Error(`sign-in failed: ${signedIn.error?.message}`);
  const id = created.data.user.id;
  return {
    id,
    email,
    accessToken: signedIn.data.session.access_token,
    remove: async () => {
      await admin.auth.admin.deleteUser(id);
    },
  };
}
