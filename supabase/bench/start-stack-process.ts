/**
 * A throwaway local stack in a child process (stack-process.ts), so the benchmark's clients do
 * not share an event loop with the gateway they measure. Resolves once the stack prints its
 * { apiUrl, anonKey, dbUrl } line; `stop()` closes its stdin and waits (SIGKILL after 15 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface StackProcess {
  apiUrl: string;
  anonKey: string;
  dbUrl: string;
  /** The stack's process (gateway, REST, auth and edge functions); Postgres runs apart. */
  pid?: number;
  stop: () => Promise<void>;
}

export async function startStackProcess(env: Record<string, string> = {}): Promise<StackProcess> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stack-process.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.dirname(script),
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`stack process exited (${code})`)));
  });
  const info = JSON.parse(line) as { apiUrl: string; anonKey: string; dbUrl: string };
  return {
    ...info,
    pid: child.pid,
    stop: async () => {
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
