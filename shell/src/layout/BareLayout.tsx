import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'shared';
import { ScrollToTop } from '../navigation/ScrollToTop';
import { ensureSessionSync } from './session-sync';

/** Pages outside the main chrome (/reset-password): no header or footer, but toasts still show. */
export function BareLayout() {
  // The reset link signs the user in through the address: read it now.
  useEffect(() => {
    void ensureSessionSync();
  }, []);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster />
    </>
  );
}
