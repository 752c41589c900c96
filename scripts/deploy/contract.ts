import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteRoutes, remoteWidgets } from '../../shared/src/contracts/remotes';
import { eventSchemas } from '../../shared/src/events/event-schemas';
import { contractProblems, type FederationManifest, SINGLETONS } from '../lib/manifest-contract';

/**
 * The contract between the shell and the remotes as one build saw it, written beside every
 * published build (`store-contract.json`): the modules the shell loads from each remote, the
 * route ids it routes to each one, and the payload schema of every bus event. The deploy gate
 * compares a new build's record with the live counterpart's, so a remote is checked against the
 * shell that is really live, not against today's tree.
 */
export interface StoreContract {
  /** Modules loaded from each remote (by the shell or other remotes). */
  exposes: Record<string, readonly string[]>;
  /** Route ids the shell routes to each remote (its `./routes` module must render them). */
  routes: Record<string, string[]>;
  /** Bus event name -> JSON Schema of its payload. */
  events: Record<string, unknown>;
}

export const CONTRACT_FILE = 'store-contract.json';

const rootDir = path.resolve(import.meta.dirname, '../..');
// zod lives in `shared`; its JSON Schema export reads any zod 4 schema (mini ones included).
const zod = createRequire(path.join(rootDir, 'shared/package.json'))('zod') as {
  toJSONSchema(schema: unknown, options?: { unrepresentable?: 'any' }): unknown;
};

/** The contract of the working tree (what a build made from it expects and provides). */
export function treeContract(): StoreContract {
  const routes: Record<string, string[]> = {};
  for (const route of remoteRoutes) routes[route.remote] = [...(routes[route.remote] ?? []), route.id];
  const events = Object.fromEntries(
    Object.entries(eventSchemas).map(([name, schema]) => [
      name,
      zod.toJSONSchema(schema, { unrepresentable: 'any' }),
    ]),
  );
  return { exposes: remoteWidgets, routes, events };
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/**
 * Why a remote build cannot run under a shell: its manifest misses a module the shell loads or a
 * singleton, a route the shell sends to it is unknown to it, or an event both use has another
 * payload schema (a payload one side sends would be dropped by the other's validation).
 */
export function compatibilityProblems(input: {
  federationName: string;
  manifest: FederationManifest;
  remote: StoreContract;
  shell: StoreContract;
}): string[] {
  const { federationName: name, manifest, remote, shell } = input;
  const problems = contractProblems({
    federationName: name,
    manifest,
    requiredExposes: shell.exposes[name] ?? [],
    singletons: SINGLETONS,
  });
  const known = new Set(remote.routes[name] ?? []);
  for (const id of shell.routes[name] ?? []) {
    if (!known.has(id))
      problems.push(`the live shell routes "${id}" to ${name}, which does not know that route`);
  }
  for (const [event, schema] of Object.entries(remote.events)) {
    if (!(event in shell.events))
      problems.push(`uses the event "${event}", which the live shell does not know`);
    else if (canonical(schema) !== canonical(shell.events[event])) {
      problems.push(`the payload of the event "${event}" differs from the live shell's`);
    }
  }
  return problems;
}
