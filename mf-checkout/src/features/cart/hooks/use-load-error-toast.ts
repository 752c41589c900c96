import { useEffect } from 'react';
import { toast } from 'shared';

/** Raises `title` once per failure (a refetch that fails again raises it again). */
export function useLoadErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, error.message, { id: `load-error-${title}` });
  }, [error, title]);
}
