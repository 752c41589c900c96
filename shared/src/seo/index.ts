/**
 * `shared/seo`: the pure builders of each public page's head (paths, titles, descriptions, Open
 * Graph, JSON-LD), used by the pages in the browser and by the web server (shell/server/http/seo-routes.ts).
 * A subpath, not part of the `shared` root: the root is one federated singleton whose used
 * exports all load on every first paint, while these are needed only by the page that shows
 * them, so each app bundles the few it uses.
 */
export * from './catalog-meta';
export * from './catalog-paths';
export * from './product-meta';
export * from './render-origin';
