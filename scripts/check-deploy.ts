import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../build/apps';
import {
  deployVerdict,
  readJson,
  remoteManifestLocation,
  shellRecordLocation,
  verdictReport,
} from './lib/deploy-check';

/**
 * `pnpm check:deploy <remote>`: may this remote's build be deployed against the deployed shell?
 * A tree-shaken shared package carries only the exports the shell's build kept, and the remote
 * runs on the shell's copy (ADR 5), so every export the remote's build needs (its
 * mf-manifest.json) must be in the shell's record (shared-exports.json). Exits 1 with the list
 * of what is missing.
 *   <remote>             folder or federation name (mf-catalog / mf_catalog); --all for every remote
 *   --shell <path|url>   the deployed shell's shared-exports.json, its origin or dist folder
 *                        (default: the local build, shell/dist)
 *   --manifest <path|url> the remote's mf-manifest.json, origin or dist folder
 *                        (default: <remote>/dist)
 */
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    shell: { type: 'string' },
    manifest: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});
const rootDir = path.resolve(import.meta.dirname, '..');

const usage = 'usage: pnpm check:deploy <remote> [--shell <path|url>] [--manifest <path|url>] | --all';
const remotes = flags.all
  ? REMOTES
  : positionals.map((name) => {
      const app = REMOTES.find((r) => r.dir === name || r.federationName === name);
      if (!app) {
        console.error(`Unknown remote ${name}; one of: ${REMOTES.map((r) => r.dir).join(', ')}\n${usage}`);
        process.exit(2);
      }
      return app;
    });
if (!remotes.length || (flags.all && flags.manifest)) {
  console.error(usage);
  process.exit(2);
}

const shellAt = shellRecordLocation(flags.shell ?? path.join(rootDir, 'shell/dist'));
let shellRecord: unknown;
try {
  shellRecord = await readJson(shellAt);
} catch (error) {
  console.error(`✗ cannot read the shell's record at ${shellAt}: ${(error as Error).message}`);
  process.exit(2);
}

let failed = 0;
for (const remote of remotes) {
  const manifestAt = remoteManifestLocation(flags.manifest ?? path.join(rootDir, remote.dir, 'dist'));
  let manifest: unknown;
  try {
    manifest = await readJson(manifestAt);
  } catch (error) {
    console.error(`✗ ${remote.dir}: cannot read its manifest at ${manifestAt}: ${(error as Error).message}`);
    failed++;
    continue;
  }
  const verdict = deployVerdict(manifest, shellRecord);
  const lines = verdictReport(remote.dir, shellAt, verdict);
  (verdict.ok ? console.info : console.error)(lines.join('\n'));
  if (!verdict.ok) failed++;
}
process.exit(failed ? 1 : 0);
