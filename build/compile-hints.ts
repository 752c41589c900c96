import type { RsbuildPlugin } from '@rsbuild/core';

/** V8's explicit compile hint (Chrome 136+); other engines read it as a plain comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every emitted script so V8 compiles all of its functions while it streams the file in,
 * off the main thread, instead of compiling each one on the main thread at its first call.
 * Our chunks are split by route and feature, so a chunk's code runs when it loads: on a
 * throttled phone the first screen's lazy compilation was ~0.35 s of main-thread time between
 * the scripts' arrival and the first paint (docs/adr/0005). Added after minification (which
 * drops comments) and before the content hash, so the file names cover the hint.
 */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'store:compile-hints',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
}
