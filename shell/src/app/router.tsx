import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { remoteRoutes } from 'shared';
import { BareLayout } from '../layout/BareLayout';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { RemotePage } from '../remotes/RemotePage';

/** Every route of the spec: the shell's own pages plus each remote's, loaded on demand. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '/login', element: <LoginPage /> },
        ...remoteRoutes.map((r) => ({
          path: r.path,
          element: <RemotePage key={r.id} remote={r.remote} id={r.id} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    // Spec: the password reset page sits outside the main layout.
    { element: <BareLayout />, children: [{ path: '/reset-password', element: <ResetPasswordPage /> }] },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
