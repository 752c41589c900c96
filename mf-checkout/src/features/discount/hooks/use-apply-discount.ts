import { useCallback, useEffect, useState } from 'react';
import { toast, useDebouncedValue, useSession } from 'shared';
import { DISCOUNT_MESSAGES } from 'shared/contracts';
import { useValidateDiscount } from '../api/validate-discount';
import { applyDiscountCheck, invalidMessage } from '../lib';
import { useDiscount } from '../store';

/** Every discount result (apply, remove, recheck) shares one toast: the newest replaces it. */
export const DISCOUNT_TOAST = 'discount';

/**
 * Applying a code (docs/product.md#discount-codes): the client checks, then the server's answer.
 * `error` is the inline text under the form; toasts follow the documented titles.
 */
export function useApplyDiscount(subtotal: number) {
  const signedIn = useSession((s) => s.status === 'authenticated');
  const validate = useValidateDiscount();
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback(
    async (rawCode: string): Promise<boolean> => {
      const code = rawCode.trim();
      if (!code) return false;
      const check = applyDiscountCheck({ signedIn, subtotal });
      const toasts = toast.action(DISCOUNT_TOAST);
      if (check) {
        setError(check.message);
        if (check.toast) toasts.error(check.toast.title, check.toast.description);
        return false;
      }
      setError(null);
      const { apply: keep, clear } = useDiscount.getState();
      try {
        const result = await validate.mutateAsync({ discountCode: code, cartSubtotal: subtotal });
        if (result.isValid) {
          keep(result, subtotal);
          toasts.success(result.message.trim() || DISCOUNT_MESSAGES.applied);
          return true;
        }
        clear();
        const message = invalidMessage(result);
        setError(message);
        toasts.error(DISCOUNT_MESSAGES.couldNotApplyToast, message);
      } catch (e) {
        clear();
        const message = e instanceof Error && e.message ? e.message : DISCOUNT_MESSAGES.invalidOrInapplicable;
        setError(message);
        toasts.error(DISCOUNT_MESSAGES.errorToast, message);
      }
      return false;
    },
    [signedIn, subtotal, validate],
  );

  return { apply, error, clearError: () => setError(null), pending: validate.isPending };
}

/**
 * Keeps an applied code honest while the cart changes: the server re-prices it for the new subtotal
 * (a fixed code's amount, a minimum subtotal). A code kept from an earlier page (a reload, another
 * tab) is checked the same way before it counts: its stored amount is never trusted. An invalid
 * answer or an error clears it (docs/product.md#discount-codes) and says why; an empty cart drops
 * it silently.
 */
export function useDiscountRevalidation(subtotal: number, settled: boolean) {
  const applied = useDiscount((s) => s.applied);
  const restoring = useDiscount((s) => s.restoring);
  const validatedFor = useDiscount((s) => s.validatedFor);
  const debounced = useDebouncedValue(subtotal, 400);
  const validate = useValidateDiscount();
  const { mutateAsync } = validate;
  const code = applied?.discountCode ?? restoring;

  useEffect(() => {
    if (!code || !settled || debounced !== subtotal) return;
    if (applied && debounced === validatedFor) return;
    const { apply: keep, clear } = useDiscount.getState();
    if (!(debounced > 0)) {
      clear();
      return;
    }
    let current = true;
    const toasts = toast.action(DISCOUNT_TOAST);
    mutateAsync({ discountCode: code, cartSubtotal: debounced }).then(
      (result) => {
        if (!current) return;
        if (result.isValid) keep(result, debounced);
        else {
          clear();
          toasts.error(DISCOUNT_MESSAGES.couldNotApplyToast, invalidMessage(result));
        }
      },
      (e: unknown) => {
        if (!current) return;
        clear();
        toasts.error(DISCOUNT_MESSAGES.errorToast, e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      current = false;
    };
  }, [applied, code, settled, debounced, subtotal, validatedFor, mutateAsync]);
}
