import { describe, expect, it } from 'vitest';
import { TREE_SHAKEN_SHARES } from '../shared/src/contracts/shared-exports';
import { sharedDeps } from './federation';
import {
  type CompilationLike,
  consumedPackage,
  neededName,
  neededSharedExports,
  providedPackage,
  providedSharedExports,
} from './shared-exports';

/** A tiny module graph in the shape Rspack's compilation API answers. */
function graph(
  edges: { from: string; to: string; type?: string; ids?: string[] }[],
  provided: Record<string, string[]> = {},
) {
  const modules = new Map<string, { identifier(): string; type: string }>();
  const mod = (id: string) => {
    let m = modules.get(id);
    if (!m) {
      m = { identifier: () => id, type: 'javascript/auto' };
      modules.set(id, m);
    }
    return m;
  };
  const connections = edges.map((e) => ({
    originModule: mod(e.from),
    module: mod(e.to),
    dependency: { type: e.type ?? 'esm import', ids: e.ids },
  }));
  const compilation: CompilationLike = {
    get modules() {
      return modules.values();
    },
    moduleGraph: {
      getIncomingConnections: (m) => connections.filter((c) => c.module === m),
      getOutgoingConnections: (m) => connections.filter((c) => c.originModule === m),
      getProvidedExports: (m) => provided[m.identifier()] ?? null,
    },
    emitAsset: () => {},
  };
  return compilation;
}

const SHARED = 'consume shared module (default) shared@^0.1.0 (strict) (fallback: /repo/shared/src/index.ts)';
const QUERY =
  'consume shared module (default) @tanstack/react-query@^5.0.0 (strict) (fallback: /repo/node_modules/@tanstack/react-query/index.js)';
const REACT =
  'consume shared module (default) react@^19.0.0 (strict) (fallback: /repo/node_modules/react/index.js)';
const ENTRY = 'container entry (default) [["./routes",{"import":["./src/routes.tsx"]}]]';

describe('module identifiers', () => {
  it('reads the package of consume and provide modules, scoped names included', () => {
    expect(consumedPackage(SHARED)).toBe('shared');
    expect(consumedPackage(QUERY)).toBe('@tanstack/react-query');
    expect(consumedPackage('/repo/src/page.tsx')).toBeNull();
    expect(providedPackage('provide shared module (default) styled-components@6.6.0 = /repo/x.js')).toBe(
      'styled-components',
    );
  });
});

describe('neededName', () => {
  it('takes the imported name of a specifier, the first of a member chain', () => {
    expect(neededName({ type: 'esm import specifier', ids: ['CART', 'minQuantity'] })).toBe('CART');
    expect(neededName({ type: 'esm export import specifier', ids: ['formatINR'] })).toBe('formatINR');
  });

  it('needs every export for a namespace use or a require, none for the statement itself', () => {
    expect(neededName({ type: 'esm import specifier', ids: [] })).toBe('*');
    expect(neededName({ type: 'cjs require' })).toBe('*');
    expect(neededName({ type: 'esm import' })).toBeNull();
    expect(neededName({ type: 'esm export import' })).toBeNull();
  });
});

describe('neededSharedExports (a remote)', () => {
  it('lists what the exposed modules import from tree-shaken shared packages only', () => {
    const compilation = graph([
      { from: ENTRY, to: '/repo/src/routes.tsx' },
      { from: '/repo/src/routes.tsx', to: '/repo/src/page.tsx' },
      { from: '/repo/src/routes.tsx', to: SHARED },
      { from: '/repo/src/routes.tsx', to: SHARED, type: 'esm import specifier', ids: ['Spinner'] },
      { from: '/repo/src/page.tsx', to: SHARED, type: 'esm import specifier', ids: ['Button'] },
      { from: '/repo/src/page.tsx', to: SHARED, type: 'esm import specifier', ids: ['Button'] },
      { from: '/repo/src/page.tsx', to: QUERY, type: 'esm import specifier', ids: ['useQuery'] },
      // react is shared whole: its needs are not recorded.
      { from: '/repo/src/page.tsx', to: REACT, type: 'esm import specifier', ids: ['useState'] },
      // The standalone entry never runs inside the shell.
      { from: '/repo/src/standalone.tsx', to: SHARED, type: 'esm import specifier', ids: ['StandaloneApp'] },
    ]);
    expect(neededSharedExports(compilation)).toEqual({
      '@tanstack/react-query': ['useQuery'],
      shared: ['Button', 'Spinner'],
    });
  });
});

describe('providedSharedExports (the shell)', () => {
  const stats = {
    name: 'shell',
    metaData: {},
    shared: [
      { name: 'shared', version: '0.1.0' },
      { name: 'styled-components', version: '6.6.0' },
      { name: 'react', version: '19.3.1' },
    ],
  };

  it('keeps the configured exports the package really has; a package shared whole provides all', () => {
    const compilation = graph(
      [
        {
          from: 'provide shared module (default) shared@0.1.0 = /repo/shared/src/index.ts',
          to: '/repo/shared/src/index.ts',
        },
      ],
      { '/repo/shared/src/index.ts': ['Button', 'Spinner', 'formatINR'] },
    );
    const provided = providedSharedExports(stats, compilation, {
      shared: { treeShaking: { usedExports: ['Spinner', 'Button', 'notInThePackage'] } },
    });
    expect(provided).toEqual({
      app: 'shell',
      packages: {
        shared: { version: '0.1.0', exports: ['Button', 'Spinner'] },
        'styled-components': { version: '6.6.0', exports: '*' },
      },
    });
  });
});

describe('the tree-shaken list', () => {
  it('covers every package the production build tree-shakes, all of them shared', () => {
    const deps = sharedDeps({ eager: true, production: true }) as Record<string, { treeShaking?: unknown }>;
    const treeShaken = Object.keys(deps).filter((pkg) => deps[pkg]?.treeShaking);
    expect(treeShaken.length).toBeGreaterThan(0);
    expect(TREE_SHAKEN_SHARES).toEqual(expect.arrayContaining(treeShaken));
    expect(Object.keys(deps)).toEqual(expect.arrayContaining([...TREE_SHAKEN_SHARES]));
  });
});
