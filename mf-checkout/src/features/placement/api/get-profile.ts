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
 * The profile for the order summary's card: the cache entry account's profile dialog writes
 * (`profileQueryKey`, `ProfileData` in shared contracts), so a save shows here at once.
 */
export const profileKeys = { detail: profileQueryKey };

/** Spec: get the current user, then user_profiles where user_id is the user (one row or none). */
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
    queryKey: profileKeys.detail(userId),
    queryFn: getProfile,
    staleTime: CACHE.profile.staleTime,
  });

export function useProfile() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}
