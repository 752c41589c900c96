import { getSupabase, toast, useSession } from 'shared';

/**
 * Signs out (docs/product.md#identity-and-sign-in: toast 'Logged out.' / 'Successfully logged out'
 * on success; on failure the error message, 'Sign out failed.' or 'Failed to log out').
 */
export async function logout(): Promise<boolean> {
  try {
    const { error } = await (await getSupabase()).auth.signOut();
    if (error) throw error;
    // The auth listener does this too; doing it here makes the header react at once.
    useSession.getState().setSession(null);
    // Signing out forgets the path a guest wanted (docs/product.md#identity-and-sign-in).
    useSession.getState().setRedirectPath(null);
    toast.success('Logged out.', 'Successfully logged out');
    return true;
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Sign out failed.';
    toast.error('Failed to log out', message);
    return false;
  }
}
