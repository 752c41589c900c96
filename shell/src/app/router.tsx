import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { remoteRoutes } from 'shared';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';

/** Every route of the spec: the shell's own pages plus each remote's, loaded on demand. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        ...remoteRoutes.map((r) => ({
          path: r.path,
          element: <RemotePage key={r.id} remote={r.remote} id={r.id} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
