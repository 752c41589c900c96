/**
 * The name typed at registration starts the profile (01_profiles_and_pincodes.sql): the profile
 * and checkout show it before the shopper saves anything; no name, no row.
 */
import { describe, expect, it } from 'vitest';
import { authClient, PASSWORD, uniqueEmail } from '../helpers/auth';
import { serviceClient } from '../helpers/clients';

async function profileOf(userId: string) {
  const { data, error } = await serviceClient()
    .from('user_profiles')
    .select('name, mobile, address')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return data;
}

describe('a new account', () => {
  it('gets a profile with the registration name, trimmed and without invisible characters', async () => {
    const { data, error } = await authClient().auth.signUp({
      email: uniqueEmail('profile-name'),
      password: PASSWORD,
      options: { data: { name: '  Asha\u200b Rao ' } },
    });
    expect(error).toBeNull();
    expect(await profileOf(data.user?.id ?? '')).toEqual([{ name: 'Asha Rao', mobile: null, address: null }]);
  });

  it('made without a name has no profile until it saves one', async () => {
    const { data } = await authClient().auth.signUp({
      email: uniqueEmail('profile-none'),
      password: PASSWORD,
    });
    expect(await profileOf(data.user?.id ?? '')).toEqual([]);
  });
});
