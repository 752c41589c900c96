import { matchRemoteRoute, SHELL_PAGES } from '../../../shared/src/contracts/remotes.ts';
import { buildPageMeta, type PageMeta, renderPageMetaHtml } from '../../../shared/src/seo/page-meta.ts';

/**
 * Whether no page takes `pathname` ('/no/such/page', '/a/b/c/d'): the router's catch-all shows
 * the not-found view, answered 404 without a render. The shell's own pages ('/login') and remote
 * routes whose static segments differ in case only (the router ignores case:
 * '/Product/Details/x' is the product page) are pages.
 */
export function noRouteTakes(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (lower.replace(/\/+/g, '') === '') return false; // '//': the home page, slashes aside
  return !SHELL_PAGES.includes(lower.replace(/\/+$/, '')) && matchRemoteRoute(lower) === null;
}

/**
 * The page's HTML with the server's head: the template's `<title>` replaced, its static
 * description dropped (the server's replaces it), the tags written where the title was.
 */
export function injectHead(html: string, meta: PageMeta, origin: string, pathname: string): string {
  const head = renderPageMetaHtml(buildPageMeta(meta, origin, pathname));
  const withoutDescription = html.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  // A function replacement: `$` in product text must not be read as a replacement pattern.
  return withoutDescription.replace(/<title>[\s\S]*?<\/title>/i, () => head);
}
