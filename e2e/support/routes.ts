import { remoteRoutes } from '../../shared/src/contracts/remotes';

/**
 * A concrete URL for every route pattern of the shared route table. The product is a seeded one:
 * the server answers an unknown product with HTTP 404 (ADR 0016), which the console reports.
 */
export function samplePath(pattern: string): string {
  return pattern
    .replace(':idOrSlug', 'sony-playstation-5-slim-digital-edition')
    .replace(':orderId', '00000000-0000-4000-8000-000000000000')
    .replace(':category', 'Consoles')
    .replace(':subcategory', 'PlayStation')
    .replace('/*', '');
}

export { remoteRoutes };
