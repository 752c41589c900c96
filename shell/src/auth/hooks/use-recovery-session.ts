import { useEffect, useState } from 'react';
import { toast } from 'shared';
import { hasSession } from '../api/update-password';
import { authRules } from '../rules';

export type RecoveryState = 'checking' | 'ready' | 'invalid';

/**
 * Reset page (docs/product.md#identity-and-sign-in): supabase-js reads the recovery session from
 * the link's fragment; after 500 ms a session must exist, otherwise the link is invalid or expired.
 */
export function useRecoverySession(): RecoveryState {
  const [state, setState] = useState<RecoveryState>('checking');
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(async () => {
      const ok = await hasSession();
      if (!live) return;
      setState(ok ? 'ready' : 'invalid');
      if (!ok) toast.error('Invalid or expired recovery link.');
    }, authRules().AUTH_LIMITS.recoveryCheckDelayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);
  return state;
}
