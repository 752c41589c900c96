import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport, importSpecifiers, statefulKitImports } from './import-boundaries';

const root = '/repo';

describe('importSpecifiers', () => {
  it('finds static, type-only, re-export and dynamic imports', () => {
    const src = `import a from 'react';\nimport type { B } from './b';\nexport { c } from '../c';\nconst d = import('./d');\nimport './side-effect.css';`;
    expect(importSpecifiers(src).sort()).toEqual(['../c', './b', './d', './side-effect.css', 'react'].sort());
  });
});

describe('checkImport', () => {
  it('allows own files, shared and packages', () => {
    expect(checkImport(root, '/repo/mf-catalog/src/pages/A.tsx', '../widgets/B')).toBeNull();
    expect(checkImport(root, '/repo/mf-catalog/src/pages/A.tsx', 'shared')).toBeNull();
    expect(checkImport(root, '/repo/mf-account/src/pages/A.tsx', 'shared/contracts')).toBeNull();
    expect(checkImport(root, '/repo/shell/src/index.ts', 'shared/routes')).toBeNull();
    expect(checkImport(root, '/repo/shell/src/index.ts', 'shared/src/ui')?.reason).toMatch(/deep import/);
    expect(checkImport(root, '/repo/shell/src/a.ts', 'react-router-dom')).toBeNull();
  });

  it('allows the shared test helpers in tests only', () => {
    expect(checkImport(root, '/repo/mf-catalog/src/pages/A.test.tsx', 'shared/test-utils')).toBeNull();
    expect(checkImport(root, '/repo/mf-catalog/src/pages/A.tsx', 'shared/test-utils')?.reason).toMatch(
      /tests only/,
    );
  });

  it("refuses another remote's files, by path or by name", () => {
    expect(
      checkImport(root, '/repo/mf-catalog/src/pages/A.tsx', '../../../mf-checkout/src/x')?.reason,
    ).toMatch(/outside mf-catalog/);
    expect(checkImport(root, '/repo/shell/src/a.ts', 'mf-account')?.reason).toMatch(/another app/);
  });

  it('refuses deep imports into shared', () => {
    expect(checkImport(root, '/repo/mf-services/src/a.ts', 'shared/src/ui/Button')?.reason).toMatch(
      /deep import/,
    );
  });
});

describe('features', () => {
  const file = '/repo/mf-services/src/features/game-load/components/GameLoadForm.tsx';

  it('use another feature through its index.ts only', () => {
    expect(checkImport(root, file, '../../service-requests')).toBeNull();
    expect(checkImport(root, file, '../../service-requests/index')).toBeNull();
    expect(checkImport(root, file, '../../service-requests/components/ServiceHistory')?.reason).toMatch(
      /reaches into feature 'service-requests'/,
    );
  });

  it('reach into their own files, and pages and tests reach in anywhere', () => {
    expect(checkImport(root, file, '../hooks/use-game-load-form')).toBeNull();
    expect(
      checkImport(root, '/repo/mf-services/src/pages/P.tsx', '../features/repair/components/X'),
    ).toBeNull();
    expect(
      checkImport(root, '/repo/mf-services/src/features/repair/a.test.tsx', '../service-requests/lib/x'),
    ).toBeNull();
    expect(
      checkImport(root, '/repo/mf-services/src/features/repair/test-fake.ts', '../x/test-utils'),
    ).toBeNull();
  });
});

describe('statefulKitImports', () => {
  const sharedSrc = path.resolve(import.meta.dirname, '../../shared/src');

  it('finds no stateful module behind shared/kit', () => {
    expect(statefulKitImports(sharedSrc)).toEqual([]);
  });

  it('finds one reached through a chain of relative imports', () => {
    // The shared entry itself re-exports the session store, the bus and the client.
    expect(statefulKitImports(sharedSrc, 'index.ts')).toEqual(
      expect.arrayContaining(['session/store.ts', 'events/bus.ts', 'supabase/client.ts']),
    );
  });
});
