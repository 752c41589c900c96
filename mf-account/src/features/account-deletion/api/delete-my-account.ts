import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callRpc, getSupabase, QUERY_ROOTS, toast, useSession } from 'shared';
import {
  ACCOUNT_DELETION_MESSAGES,
  deleteAccountAnswerSchema,
  type deleteAccountInputSchema,
} from 'shared/contracts';
import type * as z from 'zod/mini';

export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
export type DeleteAccountAnswer = z.infer<typeof deleteAccountAnswerSchema>;

/** The refusals `delete_my_account` raises; they are shown as the server words them. */
const SERVER_MESSAGES = new Set<string>([
  ACCOUNT_DELETION_MESSAGES.loginRequired,
  ACCOUNT_DELETION_MESSAGES.confirm,
  ACCOUNT_DELETION_MESSAGES.inProgress,
  ACCOUNT_DELETION_MESSAGES.staff,
]);

/** The server refused or the call failed; `message` is ready to show. */
export class AccountDeletionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountDeletionError';
  }
}

/** What the dialog shows for a failure: the server's refusal, else the generic 'try again'. */
export function accountDeletionFailure(error: unknown): string {
  return error instanceof AccountDeletionError ? error.message : ACCOUNT_DELETION_MESSAGES.failed;
}

/**
 * `delete_my_account(p_confirmation)` (shared/src/contracts/account-deletion.ts): erases the
 * caller's personal data and closes the sign-in for good.
 */
export async function deleteMyAccount({ confirmation }: DeleteAccountInput): Promise<DeleteAccountAnswer> {
  const { data, error } = await callRpc('delete_my_account', { p_confirmation: confirmation });
  if (error) {
    throw new AccountDeletionError(
      SERVER_MESSAGES.has(error.message) ? error.message : ACCOUNT_DELETION_MESSAGES.failed,
    );
  }
  const answer = deleteAccountAnswerSchema.safeParse(data);
  if (!answer.success) throw new AccountDeletionError(ACCOUNT_DELETION_MESSAGES.failed);
  return answer.data;
}

/**
 * The sign-out of the header's Logout (`supabase.auth.signOut` and the session store), local only:
 * the server already ended every session of the deleted account. Failures are ignored, the
 * account is gone either way.
 */
async function signOutLocally(): Promise<void> {
  try {
    await (await getSupabase()).auth.signOut({ scope: 'local' });
  } catch {
    // the stored session is dropped below regardless
  }
  useSession.getState().setSession(null);
  // Signing out forgets the path a guest wanted (docs/product.md#identity-and-sign-in).
  useSession.getState().setRedirectPath(null);
}

/**
 * Deletes the account; on success goes home, signs out, forgets the account's cached data and
 * says 'Your account has been deleted.' (runs even when the dialog is gone by then).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async () => {
      const userId = useSession.getState().user?.id ?? null;
      // Home first: the gated /profile then never asks the signed-out visitor to log in.
      navigate('/', { replace: true });
      await signOutLocally();
      // The account's own caches (keys carry its id: profile, cart, orders, wishlist, reviews).
      if (userId) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(userId) });
      // Its reviews are erased: product pages read their reviews and ratings again.
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.productReviews] });
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.productDetails] });
      toast.success(ACCOUNT_DELETION_MESSAGES.deleted);
    },
  });
}
