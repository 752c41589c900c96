import { createServer } from 'node:net';
import path from 'node:path';
import { HOST, REMOTES, SHELL } from '../../build/apps';
import { startWebServers } from '../../shell/server/http/web-server';
import { type RunningStack, startStack } from '../../supabase/local/src/stack';
import { run } from './processes';
import { useStackForRuntimeConfig } from './stack-options';

/**
 * The store as the web benches measure it (`bench:web`, `trace:web`, `audit:lighthouse`): the
 * production build (rebuilt unless `build: false`), a throwaway backend on free ports (so it runs
 * beside a developer's `pnpm start`), and the built apps served as deployed, each on its own
 * origin. `stop` ends exactly what this started.
 */
export interface StoreUnderTest {
  shellUrl: string;
  stack: RunningStack;
  stop(): Promise<void>;
}

export async function startBuiltStore({ build }: { build: boolean }): Promise<StoreUnderTest> {
  if (build) await run('pnpm', ['run', 'build'], path.resolve(import.meta.dirname, '../..'));
  // The apps' ports are fixed (the remote map names them): say so before starting anything.
  const taken = (await Promise.all([SHELL, ...REMOTES].map((app) => portTaken(app.port)))).flatMap(
    (busy, i) => (busy ? [[SHELL, ...REMOTES][i]?.port] : []),
  );
  if (taken.length)
    throw new Error(`port ${taken.join(', ')} already in use: another store is running (stop it first)`);
  const stack = await startStack({ ephemeral: true, apiPort: 0, mailPort: 0 });
  useStackForRuntimeConfig(stack);
  try {
    const web = await startWebServers();
    // Measured as a running shop's server: with the remotes' server code loaded.
    await web.ready;
    return {
      shellUrl: web.shellUrl,
      stack,
      stop: async () => {
        await web.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(port, HOST, () => probe.close(() => resolve(false)));
  });
}
