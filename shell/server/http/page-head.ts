import type { CategoryStructure } from '../../../shared/src/contracts/index.ts';
import { namesCatalogItem, policyPage } from '../../../shared/src/contracts/index.ts';
import { matchRemoteRoute, SHELL_PAGES } from '../../../shared/src/contracts/remotes.ts';
import {
  categoryPageMeta,
  HOME_PAGE_META,
  LANDING_PAGE_META,
  searchPageMeta,
  subcategoryPageMeta,
} from '../../../shared/src/seo/catalog-meta.ts';
import { buildPageMeta, type PageMeta, renderPageMetaHtml } from '../../../shared/src/seo/page-meta.ts';
import { productPageMeta } from '../../../shared/src/seo/product-meta.ts';
import type { CatalogSource } from './catalog-source.ts';

/**
 * The head the web server writes into a public page's HTML (ADR 0016): the same builders the
 * pages use in the browser (shared/src/seo), fed from the public catalogue, so a crawler that
 * runs no JavaScript (link previews, some search engines) reads the page's title, description,
 * canonical, robots, Open Graph, Twitter and JSON-LD tags.
 */
export type ServerHead =
  /** A public page whose head the server wrote. */
  | { kind: 'page'; meta: PageMeta }
  /**
   * The route names nothing (unknown product, category or subcategory), or no route takes the path
   * at all ('/no/such/page'): the browser shows the not-found view, so answer 404.
   */
  | { kind: 'not-found' }
  /** Not a public page the server renders a head for (account pages, staff...): today's HTML. */
  | { kind: 'none' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the shell's router has a page for `pathname` besides the remote routes matched exactly:
 * its own pages ('/login', '/reset-password'), or a remote route whose static segments differ in
 * case only (the router ignores case: '/Product/Details/x' is the product page).
 */
function hasOtherRoute(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (lower.replace(/\/+/g, '') === '') return true; // '//': the home page, slashes aside
  return SHELL_PAGES.includes(lower.replace(/\/+$/, '')) || matchRemoteRoute(lower) !== null;
}

function findCategory(structure: CategoryStructure, value: string) {
  return structure.categories.find((c) => namesCatalogItem(value, c)) ?? null;
}

/**
 * The head of `url`'s page, read from `source`. Throws when the catalogue could not be read
 * (the caller then sends today's HTML): a failing backend never turns into a 404.
 */
export async function serverHead(
  url: URL,
  source: CatalogSource,
  origin: string,
  now: Date,
): Promise<ServerHead> {
  const pathname = url.pathname;
  if (pathname === '/') return { kind: 'page', meta: HOME_PAGE_META };
  const landing = LANDING_PAGE_META[pathname];
  if (landing) return { kind: 'page', meta: landing };
  const policy = policyPage(pathname.replace(/(.)\/+$/, '$1'));
  if (policy)
    return {
      kind: 'page',
      meta: { title: policy.title, description: policy.description, canonicalPath: policy.path },
    };
  const match = matchRemoteRoute(pathname);
  // No route takes the path ('/no/such/page', '/a/b/c/d'): the router's catch-all shows the
  // not-found view, answered 404 like an unknown category ('/zzz') without reading the catalogue.
  if (!match) return hasOtherRoute(pathname) ? { kind: 'none' } : { kind: 'not-found' };
  switch (match.route.id) {
    case 'search':
      return { kind: 'page', meta: searchPageMeta(url.searchParams.get('q') ?? '') };
    case 'product':
    case 'product-details': {
      const ref = (match.params.idOrSlug ?? '').trim();
      const product = UUID.test(ref)
        ? await source.productById(ref.toLowerCase())
        : await source.productBySlug(ref);
      return product ? { kind: 'page', meta: productPageMeta(product, origin, now) } : { kind: 'not-found' };
    }
    case 'category':
    case 'subcategory': {
      const structure = await source.categoryStructure();
      const category = findCategory(structure, match.params.category ?? '');
      if (!category) return { kind: 'not-found' };
      if (match.route.id === 'category') return { kind: 'page', meta: categoryPageMeta(category) };
      const subcategory = category.subcategories.find((s) =>
        namesCatalogItem(match.params.subcategory ?? '', s),
      );
      if (!subcategory) return { kind: 'not-found' };
      const raw = url.searchParams.get('label');
      if (raw === null) return { kind: 'page', meta: subcategoryPageMeta(category, subcategory) };
      // One plain label (the page of its own); a list of labels is left to the browser, which
      // parses the list syntax (escaped commas) of the catalogue's filters.
      if (/[,\\]/.test(raw)) return { kind: 'none' };
      const label = subcategory.data.labels.find((l) => namesCatalogItem(raw, l)) ?? null;
      return { kind: 'page', meta: subcategoryPageMeta(category, subcategory, [raw], [label]) };
    }
    default:
      return { kind: 'none' };
  }
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
