import { NotFoundView } from 'shared';

/** Any unknown path (spec: 404, 'Oops! Page not found', link home). */
export function NotFoundPage() {
  return <NotFoundView />;
}
