import { lazy, Suspense } from 'react';
import { PageTitle, Spinner } from 'shared';
import { useLoginRedirect } from '../features/profile/hooks/use-login-redirect';

// The routes module is shared by every account page: the form's code loads with this page only.
const ProfilePanel = lazy(() => import('../features/profile/components/ProfilePanel'));

/** /profile: the same form as the dialog, inline. */
export function ProfilePage() {
  const toLogin = useLoginRedirect();
  return (
    <>
      <PageTitle title="Profile" />
      <Suspense fallback={<Spinner label="Loading profile..." />}>
        <ProfilePanel onNotAuthenticated={toLogin} />
      </Suspense>
    </>
  );
}
