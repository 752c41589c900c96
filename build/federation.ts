import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { devRuntimeConfigMiddleware } from '../shell/server/http/runtime-config';
import type { AppInfo } from './apps';
import { pluginCompileHints } from './compile-hints';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { recordNeededExports, recordProvidedExports, type ShareTreeShaking } from './shared-exports';
import { usedExports } from './used-exports';

type SharedConfig = Parameters<typeof pluginModuleFederation>[0]['shared'];

const rootDir = path.resolve(import.meta.dirname, '..');
const sharedPkg = createRequire(import.meta.url)(path.join(rootDir, 'shared/package.json')) as {
  version: string;
};

/**
 * Singletons every app shares. A second copy of any of them is a bug (two Reacts break hooks,
 * two QueryClients split the cache, two supabase clients split the session), so all are
 * `singleton`. zod is deliberately not shared: it holds no state, and a shared module is not
 * tree-shaken, so sharing it put all of zod (88 KiB gzip) on every first paint (ADR 5).
 * `shared` is a workspace package: `workspace:*` is not semver, hence the explicit
 * requiredVersion. Eager and tree-shaken shares are production optimizations only: the dev
 * server's React Refresh and HMR need the plain module graph.
 */
export function sharedDeps(opts: { eager: boolean; production: boolean }): SharedConfig {
  const single = (extra: Record<string, unknown> = {}) => ({ singleton: true, ...extra });
  const eager = opts.eager && opts.production ? { eager: true } : {};
  const treeShaken = (pkg: string) => (opts.production ? treeShakenShare(pkg) : {});
  return {
    react: single({ requiredVersion: '^19.0.0', ...eager }),
    'react/jsx-runtime': single({ requiredVersion: '^19.0.0', ...eager }),
    'react-dom': single({ requiredVersion: '^19.0.0', ...eager }),
    'react-dom/client': single({ requiredVersion: '^19.0.0', ...eager }),
    // Shared without react-router: apps import only react-router-dom, whose tree-shaken build
    // then carries just the router parts the site uses (-35 KiB gzip on first load).
    'react-router-dom': single({ requiredVersion: '^7.0.0', ...treeShaken('react-router-dom') }),
    '@tanstack/react-query': single({ requiredVersion: '^5.0.0', ...treeShaken('@tanstack/react-query') }),
    zustand: single({ requiredVersion: '^5.0.0', ...eager }),
    'styled-components': single({ requiredVersion: '^6.0.0', ...treeShaken('styled-components') }),
    '@supabase/supabase-js': single({ requiredVersion: '^2.0.0' }),
    // Tree-shaken, so never eager (a shared entry cannot be both).
    shared: single({
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
      ...treeShaken('shared'),
    }),
  };
}

function treeShakenShare(pkg: string): { treeShaking?: { mode: 'runtime-infer'; usedExports: string[] } } {
  const names = usedExports(pkg);
  return names ? { treeShaking: { mode: 'runtime-infer', usedExports: names } } : {};
}

/**
 * react-router's server-only cookie helpers (createCookie, the header merging of server
 * rendering) import `cookie` and `set-cookie-parser`. The tree-shaken shared build of
 * react-router-dom keeps both modules for their imports' sake although no browser code calls
 * them: 4.8 KB (1.8 KiB brotli) on every first paint. Browser builds make them empty
 * externals (an alias to `false` cost a request of its own: the empty modules got a chunk).
 */
const serverOnlyModules = { cookie: 'var {}', 'set-cookie-parser': 'var {}' } as const;

/**
 * The server build of an app (ADR 0017): `dist/server`, loaded by the web server through Module
 * Federation's node runtime. Its shared packages are plain singletons: eager and tree-shaken
 * shares are first-load optimisations of the browser, and the server's host provides them all.
 */
export const SERVER_DIST = 'server';

function serverShared(): SharedConfig {
  const single = { singleton: true } as const;
  return {
    react: { ...single, requiredVersion: '^19.0.0' },
    'react/jsx-runtime': { ...single, requiredVersion: '^19.0.0' },
    'react-dom': { ...single, requiredVersion: '^19.0.0' },
    'react-router-dom': { ...single, requiredVersion: '^7.0.0' },
    '@tanstack/react-query': { ...single, requiredVersion: '^5.0.0' },
    zustand: { ...single, requiredVersion: '^5.0.0' },
    'styled-components': { ...single, requiredVersion: '^6.0.0' },
    '@supabase/supabase-js': { ...single, requiredVersion: '^2.0.0' },
    shared: { ...single, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
  };
}

/**
 * The server build is CommonJS, but the apps' package.json says `"type": "module"`: a
 * package.json of its own in `dist/server` makes Node read its files as CommonJS.
 */
const pluginServerPackageJson: RsbuildPlugin = {
  name: 'store:server-package-json',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['node'] }, ({ compilation, sources }) => {
      compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
    });
  },
};

/** The `node` environment of an app's production build: CommonJS in `dist/server`. */
function serverEnvironment(entry: string) {
  return {
    source: { entry: { index: entry } },
    output: { target: 'node' as const, distPath: { root: `dist/${SERVER_DIST}` }, minify: false },
  };
}

/**
 * A feature's `index.ts` only re-exports what other features may use (the import-boundary check
 * sends them through it): marked free of side effects, so importing one name from it bundles that
 * module alone, and lazy parts (the catalogue's schemas) stay out of a first load.
 */
const pluginFeatureIndexes: RsbuildPlugin = {
  name: 'store:feature-indexes',
  setup(api) {
    api.modifyRspackConfig((config) => {
      config.module ??= {};
      config.module.rules ??= [];
      config.module.rules.push({
        test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/,
        sideEffects: false,
      });
    });
  },
};

const commonPlugins = (dev: boolean): RsbuildPlugin[] => [
  pluginReact(),
  pluginStyledComponents(),
  pluginFeatureIndexes,
  ...(dev ? [] : [pluginCompileHints()]),
];

/**
 * `PROFILE_BUILD=1 pnpm build`: the production build unminified, so a CPU profile of a page
 * load names functions and components (`pnpm trace:web` finds where; this says what). Never
 * for measuring: unminified bundles are ~2.6x larger on the wire.
 */
function profileBuild(): { minify?: false } {
  return process.env.PROFILE_BUILD ? { minify: false } : {};
}

/**
 * Rsbuild config of one remote: exposes its modules, builds with an `auto` public path.
 * Production containers use the federation runtime the shell provides instead of carrying
 * their own (~20 KiB gzip each, ADR 5); the dev server keeps it so a remote runs standalone.
 */
export function remoteConfig(
  app: AppInfo,
  exposes: Record<string, string>,
  { dev, ssr = false }: { dev: boolean; ssr?: boolean } = { dev: false },
): RsbuildConfig {
  const federation = {
    name: app.federationName,
    exposes,
    // The dev broker binds all interfaces and types are shared through `shared`, not MF dts.
    dev: false,
    dts: false,
  } as const;
  const browser = pluginModuleFederation(
    {
      ...federation,
      shared: sharedDeps({ eager: false, production: !dev }),
      shareStrategy: 'loaded-first',
      // Records the exports of tree-shaken shared packages this remote needs (ADR 5's deploy rule).
      manifest: { additionalData: recordNeededExports as never },
      experiments: { externalRuntime: !dev },
    },
    ssr && !dev ? { environment: 'web' } : undefined,
  );
  // The server build renders the remote's pages for the web server (ADR 0017); dev keeps one
  // browser build so hot reload stays as it is.
  const server =
    ssr && !dev
      ? [
          pluginModuleFederation(
            { ...federation, shared: serverShared() },
            { target: 'node', environment: 'node' },
          ),
          pluginServerPackageJson,
        ]
      : [];
  return {
    plugins: [...commonPlugins(dev), browser, ...server],
    source: { entry: { index: './src/standalone.tsx' } },
    resolve: { alias: dev ? {} : federationRuntimeEsmAliases() },
    server: { host: '127.0.0.1', port: app.port, strictPort: true, cors: true, historyApiFallback: true },
    dev: {
      assetPrefix: `http://127.0.0.1:${app.port}/`,
      client: { host: '127.0.0.1', port: app.port },
      setupMiddlewares: [devRuntimeConfigMiddleware],
    },
    // Chunks must resolve against the remote's own origin, not the host page's.
    output: {
      assetPrefix: 'auto',
      distPath: { root: 'dist' },
      externals: serverOnlyModules,
      ...profileBuild(),
    },
    html: { title: `${app.dir} (standalone)`, template: '../shell/index.html' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    ...(ssr && !dev
      ? { environments: { web: {}, node: serverEnvironment(Object.values(exposes)[0] ?? '') } }
      : {}),
  };
}

/**
 * React Refresh in a remote only reaches components rendered by the shell's React when a
 * devtools hook exists before any bundle runs (each bundle's refresh runtime registers the one
 * renderer through it). Dev only.
 */
const DEVTOOLS_HOOK_STUB = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ||= {
  isDisabled: false, supportsFiber: true, renderers: new Map(),
  inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
  onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {}
};`;

/** Rsbuild config of the shell host: remotes are registered at runtime from /remotes.json. */
export function hostConfig(app: AppInfo, { dev }: { dev: boolean }): RsbuildConfig {
  const shared = sharedDeps({ eager: true, production: !dev });
  const federation = { name: app.federationName, remotes: {}, dev: false, dts: false } as const;
  const browser = pluginModuleFederation(
    {
      ...federation,
      // Eager in the host: every first paint needs them, and bundling them into the entry
      // saves a request each.
      shared,
      shareStrategy: 'loaded-first',
      // Records the exports of tree-shaken shared packages this shell provides (dist/shared-exports.json).
      manifest: { additionalData: recordProvidedExports(shared as ShareTreeShaking) as never },
      experiments: { provideExternalRuntime: !dev },
    },
    dev ? undefined : { environment: 'web' },
  );
  // The server build renders the first screen of public pages (ADR 0017; shell/server/render).
  const server = dev
    ? []
    : [
        pluginModuleFederation(
          { ...federation, shared: serverShared() },
          { target: 'node', environment: 'node' },
        ),
        pluginServerPackageJson,
      ];
  return {
    plugins: [...commonPlugins(dev), browser, ...server],
    // Each production environment names its own entry (the worker must not build the app's).
    source: dev ? { entry: { index: './src/index.ts' } } : {},
    resolve: { alias: dev ? {} : federationRuntimeEsmAliases() },
    server: { host: '127.0.0.1', port: app.port, strictPort: true, historyApiFallback: true },
    output: { distPath: { root: 'dist' }, externals: serverOnlyModules, ...profileBuild() },
    html: {
      template: './index.html',
      tags: dev ? [{ tag: 'script', children: DEVTOOLS_HOOK_STUB, head: true, append: false }] : [],
    },
    ...(dev
      ? {}
      : {
          environments: {
            web: { source: { entry: { index: './src/index.ts' } } },
            node: serverEnvironment('./server/render/index.ts'),
            sw: serviceWorkerEnvironment('./src/sw/service-worker.ts'),
          },
        }),
  };
}

/**
 * The service worker (docs/adr/0025): one classic script, `dist/sw.js`, no content hash in its
 * name (the page server serves it at /sw.js with the live shell's version in front). Production
 * only: `pnpm dev` runs without it.
 */
function serviceWorkerEnvironment(entry: string) {
  return {
    source: { entry: { sw: entry } },
    output: {
      target: 'web-worker' as const,
      distPath: { root: 'dist', js: '' },
      filename: { js: '[name].js' },
      cleanDistPath: false,
      externals: {},
    },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
  };
}
