/**
 * Sign-up and password recovery do not tell a registered address from an unknown one: same
 * status, same JSON keys, the same per-address limit and comparable time. (A repeated sign-up of
 * a confirmed address gets GoTrue's obfuscated user: a fresh id and no identities.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, rawAuth, uniqueEmail } from '../helpers/auth';
import { createTestUser, type TestUser } from '../helpers/users';

// Hosted GoTrue limits only registered addresses and answers them later (it mails before
// answering): those two checks hold for the local stack only.
const localOnly = !process.env.SUPABASE_URL;

const users: TestUser[] = [];
afterAll(async () => {
  for (const user of users) await user.remove();
});

async function registered(): Promise<TestUser> {
  const user = await createTestUser('enum');
  users.push(user);
  return user;
}

const signUp = (email: string) =>
  rawAuth('/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
const recover = (email: string) => rawAuth('/recover', { method: 'POST', body: JSON.stringify({ email }) });

const keys = (json: unknown) => Object.keys(json as object).sort();

describe('account enumeration', () => {
  it('sign-up answers a registered and an unknown address with the same status and keys', async () => {
    const user = await registered();
    const known = await signUp(user.email);
    const unknown = await signUp(uniqueEmail('enum-new'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(keys(known.json)).toEqual(keys(unknown.json));
    expect(known.json).toMatchObject({ email: user.email, identities: [] });
    expect((known.json as { id: string }).id).not.toBe(user.id);
  });

  it('recovery answers 200 {} for a registered and an unknown address', async () => {
    const user = await registered();
    for (const email of [user.email, uniqueEmail('enum-nobody')]) {
      const answer = await recover(email);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({});
    }
  });

  it.runIf(localOnly)('limits repeated requests per address alike, registered or not (429)', async () => {
    for (const call of [signUp, recover]) {
      const known = (await registered()).email;
      const unknown = uniqueEmail('enum-limit');
      const answers = [await call(known), await call(known), await call(unknown), await call(unknown)];
      expect(answers.map((a) => a.status)).toEqual([200, 429, 200, 429]);
      const [, knownRefused, , unknownRefused] = answers;
      expect(keys(knownRefused?.json)).toEqual(keys(unknownRefused?.json));
      for (const refused of [knownRefused, unknownRefused]) {
        expect(JSON.stringify(refused?.json)).toContain('over_email_send_rate_limit');
      }
    }
  });

  it.runIf(localOnly)(
    'takes comparable time for a registered and an unknown address',
    async () => {
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const elapsed = async (call: () => Promise<unknown>) => {
        const started = performance.now();
        await call();
        return performance.now() - started;
      };
      for (const call of [signUp, recover]) {
        const known: number[] = [];
        const unknown: number[] = [];
        // One pair to warm up, then five, interleaved so load on the machine hits both alike.
        for (let i = 0; i < 6; i++) {
          const email = (await registered()).email;
          const k = await elapsed(() => call(email));
          const u = await elapsed(() => call(uniqueEmail('enum-time')));
          if (i === 0) continue;
          known.push(k);
          unknown.push(u);
        }
        const [k, u] = [median(known), median(unknown)];
        const close = Math.abs(k - u) <= 50 || Math.max(k, u) <= 2 * Math.min(k, u);
        expect(
          close,
          `${call === signUp ? 'sign-up' : 'recover'}: median ${k.toFixed(1)} ms registered, ${u.toFixed(1)} ms unknown`,
        ).toBe(true);
      }
    },
    60_000,
  );
});
