import { render, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundView } from '../ui/NotFoundView';
import { theme } from '../ui/theme';
import {
  applyPageMeta,
  buildPageMeta,
  DEFAULT_DESCRIPTION,
  PAGE_META_ATTR,
  type PageTag,
  ServerHeadContext,
  type ServerHeadNote,
  SITE_NAME,
  usePageMeta,
} from './page-meta';

const ORIGIN = 'https://shop.example.in';

function metaOf(tags: PageTag[], key: string): string | undefined {
  for (const t of tags) if (t.kind === 'meta' && t.key === key) return t.content;
  return undefined;
}
function canonicalOf(tags: PageTag[]): string | undefined {
  for (const t of tags) if (t.kind === 'link') return t.href;
  return undefined;
}

describe('buildPageMeta', () => {
  it('suffixes the title with the site name', () => {
    expect(buildPageMeta({ title: 'Cart' }, ORIGIN).title).toBe(`Cart | ${SITE_NAME}`);
  });

  it('cuts the description at 160 characters and collapses whitespace', () => {
    const long = `A  fast\n\nconsole ${'x'.repeat(300)}`;
    const { tags } = buildPageMeta({ title: 'P', description: long }, ORIGIN);
    const description = metaOf(tags, 'description') ?? '';
    expect(description).toHaveLength(160);
    expect(description.startsWith('A fast console ')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(metaOf(tags, 'og:description')).toBe(description);
  });

  it('keeps a short description as is and falls back to the site description', () => {
    expect(metaOf(buildPageMeta({ title: 'P', description: 'Short.' }, ORIGIN).tags, 'description')).toBe(
      'Short.',
    );
    expect(metaOf(buildPageMeta({ title: 'P' }, ORIGIN).tags, 'description')).toBe(DEFAULT_DESCRIPTION);
  });

  it('is indexable by default and noindex,nofollow on request', () => {
    expect(metaOf(buildPageMeta({ title: 'P' }, ORIGIN).tags, 'robots')).toBe('index,follow');
    expect(metaOf(buildPageMeta({ title: 'Search', noindex: true }, ORIGIN).tags, 'robots')).toBe(
      'noindex,nofollow',
    );
  });

  it('builds the canonical URL from the current path without its query', () => {
    const { tags } = buildPageMeta({ title: 'GPUs' }, ORIGIN, '/PC-Parts/GPUs?label=RTX&page=2#top');
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/PC-Parts/GPUs`);
    expect(metaOf(tags, 'og:url')).toBe(`${ORIGIN}/PC-Parts/GPUs`);
  });

  it('prefers an explicit canonical path, query included', () => {
    const { tags } = buildPageMeta(
      { title: 'P', canonicalPath: '/product/ps5-slim' },
      ORIGIN,
      '/product/123',
    );
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/product/ps5-slim`);
    const labelled = buildPageMeta({ title: 'L', canonicalPath: '/Computers/Laptops?label=Gaming' }, ORIGIN);
    expect(canonicalOf(labelled.tags)).toBe(`${ORIGIN}/Computers/Laptops?label=Gaming`);
  });

  it('writes Open Graph and Twitter tags with the default share image', () => {
    const { tags } = buildPageMeta({ title: 'Home' }, ORIGIN, '/');
    expect(metaOf(tags, 'og:title')).toBe(`Home | ${SITE_NAME}`);
    expect(metaOf(tags, 'og:type')).toBe('website');
    expect(metaOf(tags, 'og:site_name')).toBe(SITE_NAME);
    expect(metaOf(tags, 'og:image')).toBe(`${ORIGIN}/share-default.png`);
    expect(metaOf(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(tags, 'twitter:image')).toBe(`${ORIGIN}/share-default.png`);
  });

  it('uses a product type and image when given', () => {
    const { tags } = buildPageMeta({ title: 'PS5', type: 'product', image: '/img/ps5.webp' }, ORIGIN);
    expect(metaOf(tags, 'og:type')).toBe('product');
    expect(metaOf(tags, 'og:image')).toBe(`${ORIGIN}/img/ps5.webp`);
  });

  it('serialises JSON-LD without letting `</script>` through', () => {
    const { tags } = buildPageMeta({ title: 'P', jsonLd: { name: '</script><b>' } }, ORIGIN);
    const ld = tags.find((t) => t.kind === 'jsonld');
    expect(ld?.kind === 'jsonld' && ld.json).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(ld?.kind === 'jsonld' ? ld.json : '{}')).toEqual({ name: '</script><b>' });
  });
});

describe('applyPageMeta / usePageMeta', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta, link[rel="canonical"], script').forEach((el) => {
      el.remove();
    });
    document.title = '';
  });

  it('updates pre-existing tags in place and restores them', () => {
    document.title = 'Static';
    const existing = document.createElement('meta');
    existing.setAttribute('name', 'description');
    existing.setAttribute('content', 'static description');
    document.head.append(existing);

    const restore = applyPageMeta(buildPageMeta({ title: 'Cart', description: 'Your cart' }, ORIGIN, '/c'));
    expect(document.title).toBe(`Cart | ${SITE_NAME}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(existing.getAttribute('content')).toBe('Your cart');

    restore();
    expect(document.title).toBe('Static');
    expect(existing.getAttribute('content')).toBe('static description');
    expect(existing.hasAttribute(PAGE_META_ATTR)).toBe(false);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('sets the head while mounted and cleans up its own tags on unmount', () => {
    const { unmount } = renderHook(() =>
      usePageMeta({ title: 'Search', noindex: true, jsonLd: { '@type': 'WebPage' } }),
    );
    expect(document.title).toBe(`Search | ${SITE_NAME}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,nofollow',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `Search | ${SITE_NAME}`,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}${window.location.pathname}`,
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      '{"@type":"WebPage"}',
    );
    unmount();
    expect(document.head.querySelectorAll(`[${PAGE_META_ATTR}]`)).toHaveLength(0);
  });
});

function NotedLayout() {
  usePageMeta({ title: 'Layout' });
  return <NotedPage />;
}
function NotedPage() {
  usePageMeta({ title: 'PS5', description: 'A console' });
  return null;
}

describe('usePageMeta in a server render', () => {
  it('notes the meta of the page rendered last, for the head the page server writes', () => {
    const note: ServerHeadNote = { meta: null, notFound: false };
    render(
      <ServerHeadContext.Provider value={note}>
        <NotedLayout />
      </ServerHeadContext.Provider>,
    );
    expect(note).toEqual({ meta: { title: 'PS5', description: 'A console' }, notFound: false });
  });

  it('notes a not-found view, so the page server answers 404', () => {
    const note: ServerHeadNote = { meta: null, notFound: false };
    render(
      <ServerHeadContext.Provider value={note}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <NotFoundView />
          </MemoryRouter>
        </ThemeProvider>
      </ServerHeadContext.Provider>,
    );
    expect(note.notFound).toBe(true);
    expect(note.meta).toMatchObject({ title: 'Page not found', noindex: true });
  });
});
