/** What every benchmark prints the same way: percentiles, the host's load, the verdict, the exit. */
import os from 'node:os';

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** "load average (1/5/15 min)<when>: a / b / c on N cores": figures mean little on a busy host. */
export function loadAverageLine(when = ''): string {
  const averages = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `load average (1/5/15 min)${when}: ${averages} on ${os.cpus().length} cores`;
}

/** Prints the collected PASS/FAIL lines, the load at the end and the verdict; the exit code. */
export function finish(results: string[], failed: boolean, started: number): number {
  console.info(`\n${results.join('\n')}`);
  console.info(`\n${loadAverageLine(' at the end')}`);
  console.info(`\n${failed ? 'FAIL' : 'PASS'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return failed ? 1 : 0;
}

/** Runs a benchmark's main and exits with its code (1 on an error, with its stack). */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.stack ?? error.message);
      process.exit(1);
    },
  );
}
