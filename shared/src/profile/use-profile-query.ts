import { queryOptions, useQuery } from '@tanstack/react-query';
// Stateful pieces through the package: this module is bundled by each remote (shared/kit).
import { getSupabase, useSession } from 'shared';
import { CACHE } from '../constants/spec';
import {
  PROFILE_COLUMNS,
  PROFILE_MESSAGES,
  type ProfileData,
  profileQueryKey,
  toProfile,
  type UserProfileRow,
} from '../contracts/profile-rules';

/**
 * The signed-in user's profile: the auth user, then their `user_profiles` row (one or none). The
 * e-mail comes from the server's user, not the cached session, so a confirmed e-mail change
 * shows on the next load.
 */
export async function getProfile(): Promise<ProfileData> {
  const supabase = await getSupabase();
  const { data: auth, error: authError } = await supabase.auth.getUser();
  if (authError || !auth.user) throw new Error(PROFILE_MESSAGES.notAuthenticated);
  const user = auth.user;
  const { data, error } = await supabase
    .from('user_profiles')
    .select(PROFILE_COLUMNS)
    .eq('user_id', user.id)
    .maybeSingle<UserProfileRow>();
  if (error) throw new Error(error.message);
  await syncSessionEmail(user.email);
  return { profile: toProfile(data, user.email ?? ''), pendingEmail: user.new_email || null };
}

/**
 * The stored session still carries the old e-mail after a confirmed change: refreshing it emits
 * an auth event, so the shell's session store (header, account panel) shows the new address.
 */
async function syncSessionEmail(serverEmail: string | undefined): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const sessionEmail = data.session?.user.email;
  if (data.session && serverEmail && sessionEmail !== serverEmail) await supabase.auth.refreshSession();
}

/** One cache entry for every app: a save in account's profile dialog shows on every card at once. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: getProfile,
    staleTime: CACHE.profile.staleTime,
  });

/** The signed-in user's profile; idle for a guest. */
export function useProfileQuery() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}
