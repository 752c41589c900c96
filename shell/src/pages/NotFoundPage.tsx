import { NotFoundView } from 'shared';

/** Any unknown path (404, 'Oops! Page not found', link home: docs/product.md#common-rules). */
export function NotFoundPage() {
  return <NotFoundView />;
}
