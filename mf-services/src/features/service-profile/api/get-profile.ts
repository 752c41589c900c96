import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, useSession } from 'shared';
import {
  PROFILE_MESSAGES,
  type ProfileData,
  profileQueryKey,
  toProfile,
  type UserProfileRow,
} from 'shared/contracts';

/**
 * The signed-in user's profile for the service forms. Same cache entry (`profileQueryKey`,
 * `ProfileData`) as account's profile dialog, so a save there shows on the service card at once.
 */
export async function getProfile(): Promise<ProfileData> {
  const supabase = await getSupabase();
  const { data: auth, error: authError } = await supabase.auth.getUser();
  if (authError || !auth.user) throw new Error(PROFILE_MESSAGES.notAuthenticated);
  const { data, error } = await supabase
    .from('user_profiles')
    .select('user_id, name, mobile, address, updated_at')
    .eq('user_id', auth.user.id)
    .maybeSingle<UserProfileRow>();
  if (error) throw new Error(error.message);
  return { profile: toProfile(data, auth.user.email ?? ''), pendingEmail: auth.user.new_email || null };
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: getProfile,
    staleTime: CACHE.profile.staleTime,
  });

/** The profile of the signed-in user; idle for a guest. */
export function useProfileQuery() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}
