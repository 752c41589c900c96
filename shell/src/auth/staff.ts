import { useCallback, useEffect, useState } from 'react';
import { getSupabase, useSession } from 'shared';

/**
 * Whether the signed-in user is staff: their own row of `public.staff`, which RLS lets each
 * user read about themselves only (migration 20261126000100_staff.sql). Only the account menu's
 * staff entry and the staff gate ask, both in lazily loaded chunks, so a shopper's first load
 * carries none of it. The database decides every staff action anyway; this only decides what
 * the shell shows.
 */
export async function fetchIsStaff(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('staff').select('user_id').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data !== null;
}

/** One answer per user for the page's lifetime (the menu and the gate ask together). */
const answers = new Map<string, Promise<boolean>>();

function askIsStaff(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = fetchIsStaff(userId);
    answers.set(userId, answer);
    answer.catch(() => answers.delete(userId));
  }
  return answer;
}

export function resetIsStaffForTests(): void {
  answers.clear();
}

type Known = { userId: string; isStaff: boolean } | { userId: string; failed: true };

/**
 * `isStaff` is undefined while unknown (guest, session loading, request in flight, or not asked
 * yet: `enabled` false, as the account menu does until it is opened).
 */
export function useIsStaff(enabled = true): {
  isStaff: boolean | undefined;
  failed: boolean;
  retry: () => void;
} {
  const signedIn = useSession((s) => (s.status === 'authenticated' ? s.user?.id : undefined));
  const userId = enabled ? signedIn : undefined;
  const [known, setKnown] = useState<Known | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId || attempt < 0) return;
    let live = true;
    askIsStaff(userId).then(
      (isStaff) => live && setKnown({ userId, isStaff }),
      () => live && setKnown({ userId, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [userId, attempt]);
  const retry = useCallback(() => {
    setKnown(null);
    setAttempt((n) => n + 1);
  }, []);
  const current = known && known.userId === userId ? known : null;
  return {
    isStaff: current && 'isStaff' in current ? current.isStaff : undefined,
    failed: Boolean(current && 'failed' in current),
    retry,
  };
}
