import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../build/apps';
import { remoteRoutes, remoteWidgets } from '../shared/src/contracts/remotes';
import { contractProblems, type FederationManifest, SINGLETONS } from './lib/manifest-contract';

/**
 * Contract test: reads every remote's BUILT manifest and fails when a module the shell or
 * another remote loads is missing, a singleton is not shared, or the public path is wrong.
 * (That every route id renders is checked in the browser by the e2e suite.)
 */
const rootDir = path.resolve(import.meta.dirname, '..');
let failures = 0;
let checks = 0;

for (const remote of REMOTES) {
  const file = path.join(rootDir, remote.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) {
    console.error(`✗ ${remote.dir}: ${file} is missing (build first)`);
    failures++;
    continue;
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  const name = remote.federationName as keyof typeof remoteWidgets;
  const problems = contractProblems({
    federationName: remote.federationName,
    manifest,
    requiredExposes: remoteWidgets[name],
    singletons: SINGLETONS,
  });
  checks++;
  if (problems.length) {
    failures++;
    for (const p of problems) console.error(`✗ ${remote.dir}: ${p}`);
  } else {
    const routeCount = remoteRoutes.filter((r) => r.remote === name).length;
    console.info(
      `✓ ${remote.dir}: ${remoteWidgets[name].length} exposes, ${routeCount} routes, singletons shared`,
    );
  }
}

console.info(`contract: ${checks - Math.min(checks, failures)} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
