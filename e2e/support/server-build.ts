import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CDN_PORT, cdnDir } from '../../build/cdn';
import { writeAtomically } from '../../scripts/deploy/live';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Serves `remote` from a copy of its build without the server part (ADR 0017: a remote whose
 * server build is missing renders in the browser): published on the e2e CDN origin and put in the
 * live remote map, which the store re-reads on every page. Returns the undo.
 */
export function serveWithoutServerBuild(remote: 'mf_catalog' | 'mf_services', appDir: string): () => void {
  const origin = cdnDir({ ephemeral: true });
  const liveMap = path.join(origin, 'remotes.json');
  const version = 'feedfacefeedface';
  const copy = path.join(origin, remote, version);
  const before = readFileSync(liveMap, 'utf8');
  const serverDir = path.join(ROOT, appDir, 'dist', 'server');
  cpSync(path.join(ROOT, appDir, 'dist'), copy, {
    recursive: true,
    filter: (source) => source !== serverDir && !source.startsWith(`${serverDir}${path.sep}`),
  });
  const map = JSON.parse(before) as Record<string, string>;
  map[remote] = `http://127.0.0.1:${CDN_PORT}/${remote}/${version}/mf-manifest.json`;
  writeAtomically(liveMap, JSON.stringify(map));
  return () => {
    writeAtomically(liveMap, before);
    rmSync(copy, { recursive: true, force: true });
  };
}
