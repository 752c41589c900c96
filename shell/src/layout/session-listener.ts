import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { type SessionUser, useSession } from 'shared';

/**
 * The session store's feed from Supabase Auth, loaded with the client (never on a guest's first
 * paint: `session-sync.ts` imports it dynamically, ADR 5).
 */
export function toSessionUser(user: User | null | undefined): SessionUser | null {
  if (!user) return null;
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name = [meta.name, meta.full_name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { id: user.id, email: user.email ?? null, name: name ?? null };
}

function apply(session: Session | null): void {
  const next = toSessionUser(session?.user);
  const { status, user, setSession, setRedirectPath } = useSession.getState();
  const same =
    (next === null && status === 'anonymous') ||
    (next !== null &&
      status === 'authenticated' &&
      user?.id === next.id &&
      user.email === next.email &&
      user.name === next.name);
  if (same) return;
  setSession(next);
  // Signed out: forget where a guest wanted to go (docs/product.md#identity-and-sign-in).
  if (!next) setRedirectPath(null);
}

/** Follows every auth change of `supabase` and reads the current session once. */
export async function follow(supabase: SupabaseClient): Promise<void> {
  supabase.auth.onAuthStateChange((_event: AuthChangeEvent, session: Session | null) => apply(session));
  const { data } = await supabase.auth.getSession();
  apply(data.session);
}
