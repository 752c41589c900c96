import { createContext, useContext, useEffect } from 'react';
import { SEO } from '../constants/spec';
import { formatINR } from '../lib/format';
import { truncate } from '../lib/text';

export const SITE_NAME = 'GameGear India';
export const DEFAULT_DESCRIPTION =
  'Discounted PC parts, gaming laptops, consoles and PCs in India, plus console repair, game loading and price-match requests.';
export const DEFAULT_SHARE_IMAGE = '/share-default.png';
/** Marks head elements this helper created or changed, so it only ever cleans up its own. */
export const PAGE_META_ATTR = 'data-page-meta';
/**
 * Value of PAGE_META_ATTR on the tags the web server wrote into the HTML (renderPageMetaHtml):
 * the first page that sets its metadata in the browser removes them and writes its own, so the
 * head never holds two titles, descriptions or og:titles.
 */
export const SERVER_PAGE_META = 'server';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path (or absolute URL) of the canonical page; defaults to the current path without query. */
  canonicalPath?: string;
  noindex?: boolean;
  /** Share image, absolute or site-relative; defaults to DEFAULT_SHARE_IMAGE. */
  image?: string;
  type?: 'website' | 'product';
  /** Structured data (schema.org) serialised into a JSON-LD script tag. */
  jsonLd?: object;
  /** A product's selling price (Open Graph product:price, Twitter label/data). */
  price?: { amount: string; currency: 'INR' };
}

export type PageTag =
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  | { kind: 'jsonld'; json: string };

export interface PageMetaResult {
  /** Document title: `${title} | ${SITE_NAME}`. */
  title: string;
  tags: PageTag[];
}

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** Path without query and hash: `/search?q=x#y` -> `/search`. */
function stripQuery(path: string): string {
  return path.replace(/[?#].*$/, '') || '/';
}

/** `<` escaped so a product name like `</script>` cannot end the JSON-LD script early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The head tags for a page, pure so it can be unit-tested. `currentPath` is used for the
 * canonical URL when `canonicalPath` is not given (its query is dropped: filters and sort
 * orders are not separate pages).
 */
export function buildPageMeta(input: PageMeta, origin: string, currentPath?: string): PageMetaResult {
  const title = `${input.title} | ${SITE_NAME}`;
  const description = truncate(
    (input.description ?? DEFAULT_DESCRIPTION).replace(/\s+/g, ' ').trim(),
    SEO.descriptionMax,
  );
  const path = input.canonicalPath ?? (currentPath != null ? stripQuery(currentPath) : undefined);
  const canonical = path != null ? absolute(path, origin) : undefined;
  const image = absolute(input.image ?? DEFAULT_SHARE_IMAGE, origin);
  const meta = (attr: 'name' | 'property', key: string, content: string): PageTag => ({
    kind: 'meta',
    attr,
    key,
    content,
  });

  const tags: PageTag[] = [
    meta('name', 'description', description),
    meta('name', 'robots', input.noindex ? 'noindex,nofollow' : 'index,follow'),
  ];
  if (canonical) tags.push({ kind: 'link', rel: 'canonical', href: canonical });
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', input.type ?? 'website'),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  tags.push(
    meta('property', 'og:image', image),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  if (input.price) {
    tags.push(
      meta('property', 'product:price:amount', input.price.amount),
      meta('property', 'product:price:currency', input.price.currency),
      meta('name', 'twitter:label1', 'Price'),
      meta('name', 'twitter:data1', formatINR(Number(input.price.amount))),
    );
  }
  if (input.jsonLd) tags.push({ kind: 'jsonld', json: serializeJsonLd(input.jsonLd) });
  return { title, tags };
}

/** Text and attribute values escaped for HTML (`&`, `<`, `>`, `"`, `'`). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The head as HTML, for the web server: the `<title>` (one element, which the browser updates in
 * place) and every tag, each marked as the server's (SERVER_PAGE_META) so the browser's first
 * applyPageMeta takes them over. Every value
 * is escaped; the JSON-LD is already free of `<` (serializeJsonLd), so `</script>` cannot occur.
 */
export function renderPageMetaHtml(result: PageMetaResult): string {
  const mark = `${PAGE_META_ATTR}="${SERVER_PAGE_META}"`;
  const lines = [`<title>${escapeHtml(result.title)}</title>`];
  for (const tag of result.tags) {
    if (tag.kind === 'meta') {
      lines.push(`<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" ${mark}>`);
    } else if (tag.kind === 'link') {
      lines.push(`<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" ${mark}>`);
    } else {
      lines.push(`<script type="application/ld+json" ${mark}>${tag.json.replace(/</g, '\\u003c')}</script>`);
    }
  }
  return lines.join('\n');
}

function selectorFor(tag: PageTag): string {
  switch (tag.kind) {
    case 'meta':
      return `meta[${tag.attr}="${tag.key}"]`;
    case 'link':
      return `link[rel="${tag.rel}"]`;
    case 'jsonld':
      return `script[type="application/ld+json"][${PAGE_META_ATTR}]`;
  }
}

/**
 * Writes the tags into `doc.head` and returns the undo. A tag that already exists (e.g. the
 * static description in index.html, for crawlers without JS) is updated in place and restored
 * later; a missing one is created, marked with PAGE_META_ATTR, and removed later.
 */
export function applyPageMeta(result: PageMetaResult, doc: Document = document): () => void {
  // The server's tags (renderPageMetaHtml) are replaced once by the page's own, never kept beside them.
  for (const el of doc.head.querySelectorAll(`[${PAGE_META_ATTR}="${SERVER_PAGE_META}"]`)) el.remove();
  const undo: (() => void)[] = [];
  const previousTitle = doc.title;
  doc.title = result.title;
  undo.push(() => {
    doc.title = previousTitle;
  });

  for (const tag of result.tags) {
    const existing = doc.head.querySelector(selectorFor(tag));
    const [attr, value] =
      tag.kind === 'meta'
        ? ['content', tag.content]
        : tag.kind === 'link'
          ? ['href', tag.href]
          : ['', tag.json];
    if (existing) {
      const before = attr ? existing.getAttribute(attr) : existing.textContent;
      const wasOwned = existing.getAttribute(PAGE_META_ATTR);
      if (attr) existing.setAttribute(attr, value);
      else existing.textContent = value;
      existing.setAttribute(PAGE_META_ATTR, '');
      undo.push(() => {
        if (attr) existing.setAttribute(attr, before ?? '');
        else existing.textContent = before;
        if (wasOwned == null) existing.removeAttribute(PAGE_META_ATTR);
      });
      continue;
    }
    const el =
      tag.kind === 'meta'
        ? doc.createElement('meta')
        : tag.kind === 'link'
          ? doc.createElement('link')
          : doc.createElement('script');
    if (tag.kind === 'meta') el.setAttribute(tag.attr, tag.key);
    if (tag.kind === 'link') el.setAttribute('rel', tag.rel);
    if (tag.kind === 'jsonld') el.setAttribute('type', 'application/ld+json');
    if (attr) el.setAttribute(attr, value);
    else el.textContent = value;
    el.setAttribute(PAGE_META_ATTR, '');
    doc.head.append(el);
    undo.push(() => el.remove());
  }
  // Reverse order: when two pages' metadata overlap, each restores what it found.
  return () => {
    for (const fn of undo.reverse()) fn();
  };
}

/**
 * What a page rendered on the server says about its head (ADR 0017): the page server writes the
 * head from the render itself, never from reads of its own. A render pass provides one; each
 * `usePageMeta` in it notes its meta (the page's, rendered last, is the one kept).
 */
export interface ServerHeadNote {
  meta: PageMeta | null;
  /** The page shows a not-found view: the page server answers 404. */
  notFound: boolean;
}

export const ServerHeadContext = createContext<ServerHeadNote | null>(null);

/**
 * Sets the page's title, description (cut at 160), canonical link, robots, Open Graph and
 * Twitter tags and optional JSON-LD; restores the previous head on unmount. Use once per page.
 * `notFound`: the page is a not-found view (a server render answers 404).
 */
export function usePageMeta(meta: PageMeta, { notFound = false }: { notFound?: boolean } = {}): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) {
    // A server render: nothing runs after it, so the note is taken while rendering.
    serverHead.meta = meta;
    serverHead.notFound = notFound;
  }
  const path = typeof window !== 'undefined' ? window.location.pathname : '/';
  // Serialised so a fresh object literal on every render does not rewrite the head each time.
  const key = JSON.stringify(meta);
  useEffect(() => {
    const input = JSON.parse(key) as PageMeta;
    return applyPageMeta(buildPageMeta(input, window.location.origin, path));
  }, [key, path]);
}
