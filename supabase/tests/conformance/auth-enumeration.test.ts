/**
 * Sign-up, password recovery, sign-in links (/otp) and resends do not tell a registered address
 * from an unknown one: same status, same JSON keys, the same per-address limit and comparable time.
 * (A repeated sign-up of a confirmed address gets GoTrue's obfuscated user: a fresh id and no
 * identities.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, type RawResponse, rawAuth, uniqueEmail } from '../helpers/auth';
import { directSql } from '../helpers/clients';
import { createTestUser, type TestUser } from '../helpers/users';

// Hosted GoTrue limits only registered addresses and answers them later (it mails before
// answering), and refuses an unknown address a sign-in link with create_user false (422
// otp_disabled): those checks hold for the local stack only.
const localOnly = !process.env.SUPABASE_URL;

const users: TestUser[] = [];
afterAll(async () => {
  for (const user of users) await user.remove();
});

/**
 * A registered address: confirmed, awaiting confirmation, or with an e-mail change pending (the
 * last two set through SQL: local stack only). Neither has been mailed yet.
 */
type State = 'confirmed' | 'unconfirmed' | 'changing';

async function registered(state: State = 'confirmed'): Promise<TestUser> {
  const user = await createTestUser('enum');
  users.push(user);
  if (state === 'confirmed') return user;
  const sql = directSql();
  try {
    if (state === 'unconfirmed')
      await sql`update auth.users set email_confirmed_at = null where id = ${user.id}`;
    else await sql`update auth.users set email_change = ${uniqueEmail('enum-changed')} where id = ${user.id}`;
  } finally {
    await sql.end();
  }
  return user;
}

type Call = (email: string) => Promise<RawResponse>;

const post = (path: string, body: object) => rawAuth(path, { method: 'POST', body: JSON.stringify(body) });
const signUp: Call = (email) => post('/signup', { email, password: PASSWORD });
const recover: Call = (email) => post('/recover', { email });
const otp =
  (createUser: boolean): Call =>
  (email) =>
    post('/otp', { email, create_user: createUser });
const resend =
  (type: 'signup' | 'email_change'): Call =>
  (email) =>
    post('/resend', { type, email });

const keys = (json: unknown) => Object.keys(json as object).sort();

/** Two requests for a registered address, then two for an unknown one: each second one is 429. */
async function expectLimitedAlike(name: string, call: Call, state: State): Promise<void> {
  const known = (await registered(state)).email;
  const unknown = uniqueEmail('enum-limit');
  const answers = [await call(known), await call(known), await call(unknown), await call(unknown)];
  expect(
    answers.map((a) => a.status),
    `${name}, ${state} vs unknown`,
  ).toEqual([200, 429, 200, 429]);
  const [, knownRefused, , unknownRefused] = answers;
  expect(keys(knownRefused?.json)).toEqual(keys(unknownRefused?.json));
  for (const refused of [knownRefused, unknownRefused]) {
    expect(JSON.stringify(refused?.json)).toContain('over_email_send_rate_limit');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function elapsed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** Median times of five requests each for fresh registered and unknown addresses, within 50 ms or 2x. */
async function expectComparableTime(name: string, call: Call, state: State): Promise<void> {
  // Users are made first: the connections that make them would slow the request right after.
  const emails: string[] = [];
  for (let i = 0; i < 6; i++) emails.push((await registered(state)).email);
  const known: number[] = [];
  const unknown: number[] = [];
  // One pair to warm up, then five, interleaved and taking turns to go first so load on the
  // machine hits both alike.
  for (const [i, email] of emails.entries()) {
    let k: number;
    let u: number;
    if (i % 2 === 0) {
      k = await elapsed(() => call(email));
      u = await elapsed(() => call(uniqueEmail('enum-time')));
    } else {
      u = await elapsed(() => call(uniqueEmail('enum-time')));
      k = await elapsed(() => call(email));
    }
    if (i === 0) continue;
    known.push(k);
    unknown.push(u);
  }
  const [k, u] = [median(known), median(unknown)];
  const close = Math.abs(k - u) <= 50 || Math.max(k, u) <= 2 * Math.min(k, u);
  expect(close, `${name}: median ${k.toFixed(1)} ms ${state}, ${u.toFixed(1)} ms unknown`).toBe(true);
}

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

  it('sign-in links and resends answer 200 {} for a registered and an unknown address', async () => {
    const cases: [string, Call][] = [
      ['otp', otp(true)],
      ['resend signup', resend('signup')],
      ['resend email_change', resend('email_change')],
    ];
    if (localOnly) cases.push(['otp create_user false', otp(false)]);
    for (const [name, call] of cases) {
      const known = await call((await registered()).email);
      const unknown = await call(uniqueEmail('enum-link'));
      expect([known.status, unknown.status], name).toEqual([200, 200]);
      expect([known.json, unknown.json], name).toEqual([{}, {}]);
    }
  });

  it.runIf(localOnly)('limits repeated requests per address alike, registered or not (429)', async () => {
    await expectLimitedAlike('sign-up', signUp, 'confirmed');
    await expectLimitedAlike('recover', recover, 'confirmed');
  });

  it.runIf(localOnly)(
    'limits repeated sign-in links and resends per address alike, whatever state a registered one is in (429)',
    async () => {
      for (const createUser of [true, false]) {
        for (const state of ['confirmed', 'unconfirmed'] as const) {
          await expectLimitedAlike(`otp create_user ${createUser}`, otp(createUser), state);
        }
      }
      // Registered with something to resend, and with nothing to resend.
      for (const state of ['unconfirmed', 'confirmed'] as const) {
        await expectLimitedAlike('resend signup', resend('signup'), state);
      }
      for (const state of ['changing', 'confirmed'] as const) {
        await expectLimitedAlike('resend email_change', resend('email_change'), state);
      }
    },
  );

  it.runIf(localOnly)(
    'takes comparable time for a registered and an unknown address',
    async () => {
      await expectComparableTime('sign-up', signUp, 'confirmed');
      await expectComparableTime('recover', recover, 'confirmed');
    },
    60_000,
  );

  it.runIf(localOnly)(
    'sign-in links and resends take comparable time for a registered and an unknown address',
    async () => {
      // Registered addresses that get an e-mail: a magic link, a confirmation, change links.
      await expectComparableTime('otp', otp(true), 'confirmed');
      await expectComparableTime('otp create_user false', otp(false), 'confirmed');
      await expectComparableTime('resend signup', resend('signup'), 'unconfirmed');
      await expectComparableTime('resend email_change', resend('email_change'), 'changing');
    },
    60_000,
  );
});
