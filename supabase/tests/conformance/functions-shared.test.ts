/**
 * functions/_shared/supabase.ts against the target: the client a function builds from the
 * request acts as the calling user, and requireUser turns anything else into a 401.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../functions/_shared/http.ts';
import { createUserClient, requireUser } from '../../functions/_shared/supabase.ts';
import { createFunctionsRouter } from '../../local/src/functions';
import { confirmedUser } from '../helpers/auth';
import { target } from '../helpers/target';

// Building a functions router publishes the target's URL and keys to functions/_shared/env.ts,
// as the local stack does for its functions.
const t = target();
createFunctionsRouter({
  config: {
    apiUrl: t.apiUrl,
    anonKey: t.anonKey,
    serviceRoleKey: t.serviceRoleKey,
    jwtSecret: t.jwtSecret ?? '',
  },
});

const request = (authorization?: string) =>
  new Request('http://fn.test/orders', {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
  });

describe('_shared/supabase', () => {
  it('gives the function the calling user, under RLS', async () => {
    const { session } = await confirmedUser('fn-caller');
    const { user, client } = await requireUser(request(`Bearer ${session.access_token}`));
    expect(user.id).toBe(session.user.id);
    // The client carries the caller's token to the REST API: RLS lets it write its own row only.
    const own = await client
      .from('user_profiles')
      .upsert({ user_id: user.id, name: 'Fn Caller' })
      .select()
      .single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ user_id: user.id, name: 'Fn Caller' });
    const { user: other } = (await confirmedUser('fn-other')).session;
    const foreign = await client.from('user_profiles').insert({ user_id: other.id, name: 'Intruder' });
    expect(foreign.error).toBeTruthy();
  });

  it('answers 401 without a user token', async () => {
    for (const authorization of [undefined, `Bearer ${t.anonKey}`, 'Bearer garbage', 'Basic abc']) {
      const error = await requireUser(request(authorization)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(401);
    }
  });

  it('acts as anon for callers without a user token', async () => {
    const { session } = await confirmedUser('fn-hidden');
    await createUserClient(request(`Bearer ${session.access_token}`))
      .from('user_profiles')
      .upsert({ user_id: session.user.id, name: 'Hidden' });
    // Profiles are not granted to anon at all: the anonymous client is refused, not shown rows.
    const { data, error } = await createUserClient(request()).from('user_profiles').select('user_id');
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501' });
  });
});
