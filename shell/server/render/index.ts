import type { RenderRequest, RenderResult } from './render-page';

export type { RenderRequest, RenderResult } from './render-page';

/**
 * Entry of the shell's server build (`dist/server/index.js`, ADR 0017), called by the web server.
 * An async boundary, as in the browser: the federation runtime sets up the shared singletons
 * before any module that imports them runs.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { renderPage } = await import('./render-page');
  return renderPage(request);
}

/**
 * Takes the runtime config before the first page, so the remotes' server builds load now;
 * resolves once they have (or failed to: those are left to the renders).
 */
export async function prepare(config: RenderRequest['config']): Promise<void> {
  const { applyConfig } = await import('./render-page');
  await applyConfig(config);
}
