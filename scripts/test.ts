import path from 'node:path';
import { CommandFailed, runKeepingTail } from './lib/processes';

/**
 * `pnpm test`: every check CI runs, in dependency order. Each step runs even when an earlier
 * independent one failed, so one run reports everything; steps that need a build are skipped
 * when the build failed. `pnpm test unit e2e` runs just those steps. A failed step's last lines are
 * printed again at the end: a log cut to its tail still says which test failed and why.
 */
interface Step {
  name: string;
  command: string[];
  needs?: string[];
}

const steps: Step[] = [
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'unit', command: ['pnpm', 'exec', 'vitest', 'run'] },
  { name: 'stack', command: ['pnpm', '--filter', '@store/supabase', 'run', 'test'] },
  // The database tests again on the last release's database upgraded by today's migrations.
  { name: 'stack-upgrade', command: ['pnpm', '--filter', '@store/supabase', 'run', 'test:upgrade'] },
  { name: 'build', command: ['pnpm', 'run', 'build'] },
  { name: 'contract', command: ['pnpm', 'run', 'test:contract'], needs: ['build'] },
  { name: 'e2e', command: ['pnpm', 'run', 'test:e2e'], needs: ['build'] },
  // Builds the previous commit and runs the smoke set on both shell/remotes mixes (~7 min).
  { name: 'skew', command: ['pnpm', 'run', 'check:skew'], needs: ['build'] },
];

const rootDir = path.resolve(import.meta.dirname, '..');
const wanted = process.argv.slice(2);
const selected = wanted.length ? steps.filter((s) => wanted.includes(s.name)) : steps;
const failed = new Set<string>();
const results: string[] = [];
/** Lines of a failed step's output repeated at the end (a test runner's summary of failures). */
const TAIL_LINES = 150;
const tails: string[] = [];

for (const step of selected) {
  const blockedBy = step.needs?.find((n) => failed.has(n));
  if (blockedBy) {
    failed.add(step.name);
    results.push(`✗ ${step.name} (not run: ${blockedBy} failed)`);
    continue;
  }
  const started = Date.now();
  console.info(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const [command, ...args] = step.command as [string, ...string[]];
  try {
    await runKeepingTail(command, args, rootDir, TAIL_LINES);
    results.push(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.add(step.name);
    results.push(`✗ ${step.name}: ${(error as Error).message}`);
    if (error instanceof CommandFailed)
      tails.push(`\n━━ ${step.name} failed; its last ${error.tail.length} lines:\n${error.tail.join('\n')}`);
  }
}

for (const tail of tails) console.info(tail);
console.info(`\n${results.join('\n')}`);
console.info(`steps: ${selected.length - failed.size} passed, ${failed.size} failed`);
process.exit(failed.size ? 1 : 0);
