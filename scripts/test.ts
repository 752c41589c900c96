import path from 'node:path';
import { run } from './lib/processes';

/**
 * `pnpm test`: every check CI runs, in dependency order. Each step runs even when an earlier
 * independent one failed, so one run reports everything; steps that need a build are skipped
 * when the build failed. `pnpm test unit e2e` runs just those steps.
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
    await run(command, args, rootDir);
    results.push(`✓ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.add(step.name);
    results.push(`✗ ${step.name}: ${(error as Error).message}`);
  }
}

console.info(`\n${results.join('\n')}`);
console.info(`steps: ${selected.length - failed.size} passed, ${failed.size} failed`);
process.exit(failed.size ? 1 : 0);
