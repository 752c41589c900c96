import { lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { remoteRoutes, SHELL_POLICY_PAGES } from 'shared';
import { BareLayout } from '../layout/BareLayout';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../remotes/RemotePage';

// The shell's rarely-first pages load on demand, keeping them out of the home page's bundle.
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
// Only login-gated routes need the gate.
const RequireAuth = lazy(() => import('../auth/RequireAuth').then((m) => ({ default: m.RequireAuth })));
// Only staff routes need this gate (and the staff check behind it).
const RequireStaff = lazy(() => import('../auth/RequireStaff').then((m) => ({ default: m.RequireStaff })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ResetPasswordPage = lazy(() =>
  import('../pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
// The policy pages (docs/product.md#seller-and-policies): one chunk, loaded when one is opened.
const policies = () => import('../features/policies');
const AboutSellerPage = lazy(() => policies().then((m) => ({ default: m.AboutSellerPage })));
const GrievanceOfficerPage = lazy(() => policies().then((m) => ({ default: m.GrievanceOfficerPage })));
const ReturnsPage = lazy(() => policies().then((m) => ({ default: m.ReturnsPage })));
const ShippingPage = lazy(() => policies().then((m) => ({ default: m.ShippingPage })));
const WarrantyPage = lazy(() => policies().then((m) => ({ default: m.WarrantyPage })));
const TermsPage = lazy(() => policies().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => policies().then((m) => ({ default: m.PrivacyPage })));

/** The element of each policy path (`SHELL_POLICY_PAGES` of shared's route table). */
const POLICY_ELEMENTS: Record<(typeof SHELL_POLICY_PAGES)[number], ReactNode> = {
  '/about-seller': <AboutSellerPage />,
  '/grievance-officer': <GrievanceOfficerPage />,
  '/returns-and-refunds': <ReturnsPage />,
  '/shipping': <ShippingPage />,
  '/warranty': <WarrantyPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
};
const page = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** Every route of docs/product.md: the shell's own pages plus each remote's, loaded on demand. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '/login', element: page(<LoginPage />) },
        ...SHELL_POLICY_PAGES.map((path) => ({ path, element: page(POLICY_ELEMENTS[path]) })),
        ...remoteRoutes.map((r) => {
          const remotePage = <RemotePage key={r.id} remote={r.remote} id={r.id} />;
          return {
            path: r.path,
            element:
              'staffOnly' in r && r.staffOnly
                ? page(<RequireStaff>{remotePage}</RequireStaff>)
                : 'requiresLogin' in r && r.requiresLogin
                  ? page(<RequireAuth>{remotePage}</RequireAuth>)
                  : remotePage,
          };
        }),
        { path: '*', element: page(<NotFoundPage />) },
      ],
    },
    // The password reset page sits outside the main layout (docs/product.md#identity-and-sign-in).
    {
      element: <BareLayout />,
      children: [{ path: '/reset-password', element: page(<ResetPasswordPage />) }],
    },
  ];
}

const routes = buildRoutes();

/**
 * The route tree, rendered inside a declarative `BrowserRouter`: the site uses no loaders or
 * actions, and the data router costs ~15 KiB gzip on every first load (ADR 5).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
