import { useCallback, useEffect, useState } from 'react';
import { toast, useDebouncedValue, useSession } from 'shared';
import { DISCOUNT_MESSAGES } from 'shared/contracts';
import { useValidateDiscount } from '../api/validate-discount';
import { applyDiscountCheck, invalidMessage } from '../lib';
import { useDiscount } from '../store';

/**
 * Applying a code (spec §4 Discount, §5, §8): the client checks, then the server's answer.
 * `error` is the inline text under the form; toasts follow the spec's titles.
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
      if (check) {
        setError(check.message);
        if (check.toast) toast.error(check.toast.title, check.toast.description);
        return false;
      }
      setError(null);
      const { apply: keep, clear } = useDiscount.getState();
      try {
        const result = await validate.mutateAsync({ discountCode: code, cartSubtotal: subtotal });
        if (result.isValid) {
          keep(result, subtotal);
          toast.success(result.message.trim() || DISCOUNT_MESSAGES.applied);
          return true;
        }
        clear();
        const message = invalidMessage(result);
        setError(message);
        toast.error(DISCOUNT_MESSAGES.couldNotApplyToast, message);
      } catch (e) {
        clear();
        const message = e instanceof Error && e.message ? e.message : DISCOUNT_MESSAGES.invalidOrInapplicable;
        setError(message);
        toast.error(DISCOUNT_MESSAGES.errorToast, message);
      }
      return false;
    },
    [signedIn, subtotal, validate],
  );

  return { apply, error, clearError: () => setError(null), pending: validate.isPending };
}

/**
 * Keeps an applied code honest while the cart changes: the server re-prices it for the new
 * subtotal (a fixed code's amount, a minimum subtotal). An invalid answer or an error clears it
 * (spec) and says why; an empty cart drops it silently.
 */
export function useDiscountRevalidation(subtotal: number, settled: boolean) {
  const applied = useDiscount((s) => s.applied);
  const validatedFor = useDiscount((s) => s.validatedFor);
  const debounced = useDebouncedValue(subtotal, 400);
  const validate = useValidateDiscount();
  const { mutateAsync } = validate;

  useEffect(() => {
    if (!applied || !settled || debounced !== subtotal || debounced === validatedFor) return;
    const { apply: keep, clear } = useDiscount.getState();
    if (!(debounced > 0)) {
      clear();
      return;
    }
    let current = true;
    mutateAsync({ discountCode: applied.discountCode, cartSubtotal: debounced }).then(
      (result) => {
        if (!current) return;
        if (result.isValid) keep(result, debounced);
        else {
          clear();
          toast.error(DISCOUNT_MESSAGES.couldNotApplyToast, invalidMessage(result));
        }
      },
      (e: unknown) => {
        if (!current) return;
        clear();
        toast.error(DISCOUNT_MESSAGES.errorToast, e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      current = false;
    };
  }, [applied, settled, debounced, subtotal, validatedFor, mutateAsync]);
}
