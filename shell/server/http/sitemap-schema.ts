/**
 * Validation of the store's sitemap files against the sitemaps.org protocol 0.9 XML Schemas with
 * libxml2's own validator (xmllint, compiled to WebAssembly: npm `xmllint-wasm`), offline:
 * - a sitemap page (`<urlset>`): the protocol's official sitemap.xsd, as shipped by npm
 *   `sitemap` (dev dependency, pinned; read from its `schema/` folder);
 * - the sitemap index (`<sitemapindex>`): shell/server/http/sitemap-schema/siteindex.xsd, written here from
 *   the protocol (that package does not ship the index schema; its header says what it holds).
 * Used by the unit tests of the writer (shell/server/http/sitemap.ts), the stack test of the served sitemap
 * and `pnpm bench:sitemap`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

export type SitemapKind = 'index' | 'urlset';

const require = createRequire(import.meta.url);

/** The schema files, by kind: absolute paths (for messages and tests). */
export const SITEMAP_SCHEMA_FILES: Readonly<Record<SitemapKind, string>> = {
  urlset: path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'),
  index: path.join(import.meta.dirname, 'sitemap-schema', 'siteindex.xsd'),
};

const schemas = new Map<SitemapKind, string>();
function schemaOf(kind: SitemapKind): string {
  let text = schemas.get(kind);
  if (text === undefined) {
    text = readFileSync(SITEMAP_SCHEMA_FILES[kind], 'utf8');
    schemas.set(kind, text);
  }
  return text;
}

/**
 * The schema errors of a sitemap document, each as `<fileName>:<line>: <libxml2's message>`
 * (a document that is not well-formed XML gives its parser errors); empty when it is valid.
 * `kind` names the schema: 'index' for /sitemap.xml, 'urlset' for a sitemap page.
 */
export async function validateSitemap(
  xml: string,
  kind: SitemapKind,
  fileName = kind === 'index' ? 'sitemap.xml' : 'sitemap-page.xml',
): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [{ fileName: path.basename(SITEMAP_SCHEMA_FILES[kind]), contents: schemaOf(kind) }],
    // A 50,000-URL page is about 5 MB of XML; libxml2's tree of it needs more than the default
    // 32 MiB of WebAssembly memory.
    maxMemoryPages: memoryPages.GiB,
  });
  if (result.valid) return [];
  const errors = result.errors.map((e) => e.rawMessage.trim()).filter(Boolean);
  return errors.length > 0 ? errors : [result.rawOutput.trim() || `${fileName}: not valid`];
}
