import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Runs a command with each output line prefixed by a label; returns the child. It leads its
 * own process group so `stopGroup` also ends what it spawned (package-manager wrappers and
 * bundlers fork, and a killed wrapper would otherwise leave its server holding the port).
 */
export function spawnLabelled(label: string, command: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    detached: true,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (c: Buffer) => console.info(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  return child;
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

/** A failed command and the last lines it printed. */
export class CommandFailed extends Error {
  constructor(
    message: string,
    readonly tail: string[],
  ) {
    super(message);
  }
}

/**
 * As `run`, passing its output through, but keeping the last `keep` lines: on a non-zero exit it
 * rejects with `CommandFailed` carrying them (`pnpm test` prints them again at its end, where a
 * CI log cut to its last part still shows which test failed and why).
 */
export function runKeepingTail(command: string, args: string[], cwd: string, keep: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const tail: string[] = [];
    // Each stream's unfinished last line.
    const partial = { stdout: '', stderr: '' };
    const take = (chunk: Buffer, name: keyof typeof partial) => {
      process[name].write(chunk);
      const lines = (partial[name] + chunk.toString()).split('\n');
      partial[name] = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > keep) tail.splice(0, tail.length - keep);
    };
    child.stdout.on('data', (c: Buffer) => take(c, 'stdout'));
    child.stderr.on('data', (c: Buffer) => take(c, 'stderr'));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      tail.push(...[partial.stdout, partial.stderr].filter(Boolean));
      if (code === 0) resolve();
      else
        reject(
          new CommandFailed(`${command} ${args.join(' ')} exited with ${signal ?? code}`, tail.slice(-keep)),
        );
    });
  });
}

/** Calls `stop` once on Ctrl-C or SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Ends a child started by `spawnLabelled` and everything in its process group. */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      resolve(); // already gone
    }
  });
}
