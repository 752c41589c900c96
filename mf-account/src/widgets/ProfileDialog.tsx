import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { bus, Sheet, Spinner, useSession } from 'shared';
import { useLoginRedirect } from '../features/profile/hooks/use-login-redirect';

// Mounted for every signed-in user: only this listener is eager; the form loads when opened.
const ProfileDialogView = lazy(() => import('../features/profile/components/ProfileDialogView'));

/** Opens the profile dialog on 'profile:open' (the header's account panel emits it). */
export default function ProfileDialog() {
  const [open, setOpen] = useState(false);
  const signedIn = useSession((s) => s.status === 'authenticated');
  const toLogin = useLoginRedirect();

  const close = useCallback(() => setOpen(false), []);
  const closeToLogin = useCallback(() => {
    setOpen(false);
    toLogin();
  }, [toLogin]);

  useEffect(
    () =>
      bus.on('profile:open', () => {
        if (useSession.getState().status === 'authenticated') setOpen(true);
        else closeToLogin();
      }),
    [closeToLogin],
  );

  // Signed out while open (another tab, expired session): the dialog must not stay.
  useEffect(() => {
    if (!signedIn) setOpen(false);
  }, [signedIn]);

  if (!open) return null;
  return (
    <Suspense
      fallback={
        <Sheet open onClose={close} title="Profile" size="lg">
          <Spinner label="Loading profile..." />
        </Sheet>
      }
    >
      <ProfileDialogView onClose={close} onNotAuthenticated={closeToLogin} />
    </Suspense>
  );
}
