import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, useSession } from 'shared';
import {
  isProfileCardComplete,
  isProfileCompleteForOrdering,
  PROFILE_MESSAGES,
  type ProfileData,
  profileQueryKey,
  toProfile,
  type UserProfileRow,
} from 'shared/contracts';

export const PROFILE_COLUMNS = 'user_id, name, mobile, address, updated_at';

export const profileKeys = {
  all: ['profile'] as const,
  detail: profileQueryKey,
};

/**
 * Spec: "Auth: get current user", then "select from user_profiles where user_id equals the
 * user, one row or none". The e-mail comes from the server's user (not the cached session), so
 * a confirmed e-mail change shows on the next load.
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

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: getProfile,
    staleTime: CACHE.profile.staleTime,
  });

/** The signed-in user's profile; idle for a guest. */
export function useProfile() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}

/** For profile cards (checkout, repair, services): the two completeness rules of the spec. */
export function useProfileCompleteness() {
  const query = useProfile();
  const profile = query.data?.profile ?? null;
  return {
    ...query,
    profile,
    isCompleteForOrdering: isProfileCompleteForOrdering(profile),
    isCardComplete: isProfileCardComplete(profile),
  };
}
