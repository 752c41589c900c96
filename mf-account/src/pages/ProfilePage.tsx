import { lazy, Suspense } from 'react';
import { PageTitle, Spinner } from 'shared';
import { useLoginRedirect } from '../features/profile/hooks/use-login-redirect';

// The routes module is shared by every account page: the form's code (and the account deletion's)
// loads with this page only.
const ProfilePanel = lazy(() => import('../features/profile/components/ProfilePanel'));
const DeleteAccountSection = lazy(
  () => import('../features/account-deletion/components/DeleteAccountSection'),
);

/** /profile: the same form as the dialog, inline; deleting the account at the foot. */
export function ProfilePage() {
  const toLogin = useLoginRedirect();
  return (
    <>
      <PageTitle title="Profile" />
      <Suspense fallback={<Spinner label="Loading profile..." />}>
        <ProfilePanel onNotAuthenticated={toLogin} />
        <DeleteAccountSection />
      </Suspense>
    </>
  );
}
