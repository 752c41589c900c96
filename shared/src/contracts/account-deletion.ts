/**
 * Deleting one's account (docs/product.md#profile-and-pin-codes, "Deleting the account"; the Digital
 * Personal Data Protection Act, 2023, s. 12): `public.delete_my_account(p_confirmation)`
 * (supabase/schemas/17_account_deletion.sql) erases the profile, cart, wishlist, reviews and closed
 * service requests, anonymises the orders and closes the sign-in for good; orders and tax invoices
 * stay, as tax law requires (8 years), the invoices as issued. The messages are the RPC's own.
 */
import * as z from 'zod/mini';

/** What the shopper types to confirm. */
export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE';

export const ACCOUNT_DELETION_MESSAGES = {
  loginRequired: 'Please log in to delete your account.',
  confirm: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm.`,
  inProgress:
    'You have orders, refunds or service requests in progress. You can delete your account once they are completed or cancelled.',
  staff: 'Staff accounts are removed by the shop.',
  deleted: 'Your account has been deleted.',
  failed: 'Could not delete your account. Please try again.',
} as const;

/** What is erased and what is kept, as the profile page says it before the shopper confirms. */
export const ACCOUNT_DELETION_TERMS = {
  erased:
    'Your profile (name, phone, address), cart, wishlist, reviews and completed service requests are erased, and you can no longer sign in with this e-mail address.',
  kept: 'Your orders and tax invoices are kept for 8 years, as tax law requires: the orders without your name, address or phone; the invoices as they were issued.',
} as const;

export const deleteAccountInputSchema = z.object({
  confirmation: z.literal(ACCOUNT_DELETION_CONFIRMATION, { error: ACCOUNT_DELETION_MESSAGES.confirm }),
});

/** delete_my_account's answer. */
export const deleteAccountAnswerSchema = z.object({ success: z.literal(true) });
