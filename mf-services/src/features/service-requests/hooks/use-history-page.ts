import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { bus, useSession } from 'shared';

/**
 * What both service histories share: signed out, the login modal opens once (remembering this
 * path); the `refresh` query parameter (set when a success popup closes) refetches the history;
 * the page number.
 */
export function useHistoryPage(queryKey: QueryKey) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  const [params] = useSearchParams();
  const refresh = params.get('refresh');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const asked = useRef(false);

  useEffect(() => {
    if (status !== 'anonymous' || asked.current) return;
    asked.current = true;
    bus.emit('auth:login-required', { redirectTo: `${location.pathname}${location.search}` });
  }, [status, location.pathname, location.search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refresh value is the trigger
  useEffect(() => {
    if (!refresh) return;
    setPage(1);
    void queryClient.invalidateQueries({ queryKey });
  }, [refresh, queryClient]);

  return { signedOut: status === 'anonymous', page, setPage };
}
