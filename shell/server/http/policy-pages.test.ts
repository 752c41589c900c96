import { describe, expect, it } from 'vitest';
import { POLICY_PAGES } from '../../../shared/src/contracts/seller-policy.ts';
import type { CatalogSource } from './catalog-source.ts';
import { seoServer } from './seo-routes.ts';
import { rendersOnServer } from './server-render.ts';

const SITE = 'https://shop.example.in';

/** A catalogue with no categories; the policy pages read none of it. */
const emptyCatalog: CatalogSource = {
  categoryStructure: async () => ({ categories: [] }) as never,
  activeProductCount: async () => 0,
  sitemapProducts: async () => [],
};
const failingCatalog: CatalogSource = {
  ...emptyCatalog,
  categoryStructure: () => Promise.reject(new Error('down')),
};

describe('policy pages on the server (docs/product.md#seller-and-policies)', () => {
  it('are rendered on the server, with or without a trailing slash', () => {
    for (const page of POLICY_PAGES) {
      expect(rendersOnServer(page.path), page.path).toBe(true);
      expect(rendersOnServer(`${page.path}/`), page.path).toBe(true);
    }
  });

  it('are listed in the pages sitemap', async () => {
    const { routes } = seoServer({ siteUrl: SITE, source: () => emptyCatalog });
    const response = await routes.request(`${SITE}/sitemap-pages.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    for (const page of POLICY_PAGES) expect(xml).toContain(`<loc>${SITE}${page.path}</loc>`);
  });

  it('page HTML carries the head its render noted (cacheable as a public page)', () => {
    const { pageFor } = seoServer({ siteUrl: SITE, source: () => failingCatalog });
    const html =
      '<html><head><title>GameGear</title><meta name="description" content="x"></head><body></body></html>';
    const privacy = POLICY_PAGES.find((p) => p.path === '/privacy');
    const meta = {
      title: privacy?.title ?? '',
      description: privacy?.description,
      canonicalPath: '/privacy',
    };
    const answer = pageFor(html, `${SITE}/privacy`, { meta, notFound: false });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toContain('public');
    expect(answer.html).toContain('<title>Privacy Policy | GameGear India</title>');
    expect(answer.html).toContain(`href="${SITE}/privacy"`);
    expect(answer.html.match(/<meta name="description"/g)).toHaveLength(1);
  });
});
