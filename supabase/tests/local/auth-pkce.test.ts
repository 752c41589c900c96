/**
 * The local stack implements auth's implicit flow only. A client configured for PKCE must get a
 * clear refusal instead of links that redirect with a fragment it would not accept.
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/auth';
import { target } from '../helpers/target';

class NoRealtime {
  constructor() {
    throw new Error('realtime unused');
  }
}

describe('PKCE clients', () => {
  it('are refused with a message naming the implicit flow', async () => {
    const t = target();
    const storage = new Map<string, string>();
    const client = createClient(t.apiUrl, t.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
      realtime: { transport: NoRealtime as never },
    });
    const { error } = await client.auth.signUp({ email: uniqueEmail('pkce'), password: 'secret123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toContain('implicit flow');
    const reset = await client.auth.resetPasswordForEmail(uniqueEmail('pkce-reset'));
    expect(reset.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
