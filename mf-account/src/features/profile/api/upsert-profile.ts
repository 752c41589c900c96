import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, useSession } from 'shared';
import {
  PROFILE_COLUMNS,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileData,
  profileQueryKey,
  toProfile,
  toProfileRow,
  type UserProfileRow,
} from 'shared/contracts';

export type ProfileInput = Pick<Profile, 'name' | 'phone' | 'address'>;

/** Upserts into user_profiles with user_id, updated_at and the fields; returns the row. */
export async function upsertProfile(input: ProfileInput): Promise<ProfileData> {
  const supabase = await getSupabase();
  const { data: auth } = await supabase.auth.getUser();
  const user = auth.user;
  if (!user) throw new Error(PROFILE_MESSAGES.notAuthenticated);
  const { data, error } = await supabase
    .from('user_profiles')
    // The server replaces updated_at (trigger); the payload still carries one.
    .upsert({ user_id: user.id, updated_at: new Date().toISOString(), ...toProfileRow(input) })
    .select(PROFILE_COLUMNS)
    .maybeSingle<UserProfileRow>();
  if (error) throw new Error(error.message);
  if (!data) throw new Error(PROFILE_MESSAGES.upsertNoData);
  return { profile: toProfile(data, user.email ?? ''), pendingEmail: user.new_email || null };
}

/**
 * The header shows the session's name, which Auth keeps from registration (`user_metadata.name`).
 * A saved profile name replaces it: in the session store at once (the shell's header reads it),
 * and in Auth's metadata, so the next page load and the next auth event bring the same name
 * (USER_UPDATED feeds it back to the store). The metadata write is best effort: the save stands.
 */
export async function syncSessionName(name: string): Promise<void> {
  const wanted = name.trim();
  const { user, setSession } = useSession.getState();
  if (!wanted || !user || user.name === wanted) return;
  setSession({ ...user, name: wanted });
  try {
    const supabase = await getSupabase();
    await supabase.auth.updateUser({ data: { name: wanted } });
  } catch {
    // Offline or refused: the header shows the name now; the next save tries again.
  }
}

/** Saves and puts the returned row in the cache, so every reader shows what a reload would. */
export function useUpsertProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQueryKey(userId), data);
      void syncSessionName(data.profile.name);
    },
  });
}
