/**
 * The origin a page builds absolute URLs with while the server renders it (a product's JSON-LD):
 * a render has no window, and the page server puts the request's origin in its place
 * (`withRequestOrigin`). A subpath module, so each app bundles these few lines itself.
 */
export const SERVER_RENDER_ORIGIN = 'http://localhost';

/** The site's origin: the browser's, or SERVER_RENDER_ORIGIN in a server render. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin;
}

/** `value` with every URL built on SERVER_RENDER_ORIGIN moved to `origin` (strings only). */
export function withRequestOrigin<T>(value: T, origin: string): T {
  if (typeof value === 'string')
    return (
      value.startsWith(`${SERVER_RENDER_ORIGIN}/`) ? origin + value.slice(SERVER_RENDER_ORIGIN.length) : value
    ) as T;
  if (Array.isArray(value)) return value.map((item) => withRequestOrigin(item, origin)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withRequestOrigin(item, origin)]),
    ) as T;
  return value;
}
