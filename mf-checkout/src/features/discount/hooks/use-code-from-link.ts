import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CART_CODE_PARAM } from 'shared/contracts';

/**
 * `?code=` on arrival (a price-match offer's 'Buy at ₹X' put its product in the cart on the server
 * and sends the shopper here): the cart is read again first, since it changed elsewhere, then the
 * code is applied once, as if typed, and the parameter leaves the address so a reload or Back
 * does not apply it again.
 */
export function useCodeFromLink({
  refetch,
  settled,
  subtotal,
  apply,
}: {
  refetch: () => Promise<unknown>;
  /** The cart has loaded and is not being read. */
  settled: boolean;
  subtotal: number;
  apply: (code: string) => Promise<boolean>;
}): void {
  const [params, setParams] = useSearchParams();
  const code = params.get(CART_CODE_PARAM)?.trim() ?? '';
  const stage = useRef<'idle' | 'refetching' | 'ready' | 'done'>('idle');

  useEffect(() => {
    if (!code || stage.current !== 'idle') return;
    stage.current = 'refetching';
    void refetch().finally(() => {
      stage.current = 'ready';
    });
  }, [code, refetch]);

  useEffect(() => {
    if (!code || stage.current !== 'ready' || !settled || !(subtotal > 0)) return;
    stage.current = 'done';
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CART_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
    void apply(code);
  });
}
