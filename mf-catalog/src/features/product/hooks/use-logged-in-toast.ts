import { useEffect } from 'react';
import { toast, useSession } from 'shared';

/**
 * One id for the 'Logged in!' toast wherever it is raised (the login form raises it too): the
 * toaster replaces a toast with the same id, so a sign-in on this page shows it once.
 */
export const LOGGED_IN_TOAST_ID = 'logged-in';

/** A sign-in while the product page is open shows 'Logged in!' (docs/product.md#catalogue-and-search). */
export function useLoggedInToast(): void {
  useEffect(() => {
    let previous = useSession.getState().status;
    return useSession.subscribe(({ status }) => {
      if (previous === 'anonymous' && status === 'authenticated') {
        toast.success('Logged in!', undefined, { id: LOGGED_IN_TOAST_ID });
      }
      previous = status;
    });
  }, []);
}
