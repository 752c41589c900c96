// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, pluginCompileHints } from './compile-hints';

interface Script {
  name: string;
  text: string;
}

/** A real minified production build of a two-chunk app (an entry and a lazy chunk). */
async function buildFixture(dir: string, distRoot: string, plugins: RsbuildPlugin[]): Promise<Script[]> {
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'production',
      plugins,
      source: { entry: { index: './index.js' } },
      output: { distPath: { root: distRoot } },
      logLevel: 'silent',
    },
  });
  await rsbuild.build();
  const jsDir = path.join(dir, distRoot, 'static', 'js');
  const names = (await readdir(jsDir, { recursive: true })).filter((n) => n.endsWith('.js')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(jsDir, name), 'utf8') })),
  );
}

describe('pluginCompileHints', () => {
  let dir: string;
  let hinted: Script[];
  let plain: Script[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await writeFile(
      path.join(dir, 'index.js'),
      "import('./later.js').then((m) => console.log(m.later()));\n",
    );
    await writeFile(path.join(dir, 'later.js'), "export function later() { return 'later'; }\n");
    hinted = await buildFixture(dir, 'hinted', [pluginCompileHints()]);
    plain = await buildFixture(dir, 'plain', []);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('starts the entry and the lazy chunk with the hint, once, after minification', () => {
    expect(hinted).toHaveLength(2);
    for (const { text } of hinted) {
      expect(text.startsWith(COMPILE_HINT)).toBe(true);
      expect(text.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    }
    expect(plain.every(({ text }) => !text.includes('allFunctionsCalledOnLoad'))).toBe(true);
  });

  it('changes the files’ content-hashed names, so no cache serves a copy without the hint', () => {
    expect(plain).toHaveLength(2);
    const plainNames = new Set(plain.map((s) => s.name));
    for (const { name } of hinted) expect(plainNames.has(name)).toBe(false);
  });
});
