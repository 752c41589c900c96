/**
 * The Postgres launcher: real clusters, throwaway or persistent, that never outlive the process
 * that started them (even when it is SIGKILLed), and a stale postmaster.pid after a crash.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSql } from '../../local/src/db';
import { launchPostgres } from '../../local/src/postgres/launcher';

/** Alive and not a zombie (an orphan nobody reaped is as good as gone). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('throwaway cluster', () => {
  it('serves real PostgreSQL 15 and is removed on stop', async () => {
    const server = await launchPostgres();
    expect(running(server.pid)).toBe(true);
    expect(fs.existsSync(server.dataDir)).toBe(true);
    const sql = createSql(server.url, { max: 1 });
    const [row] = await sql<{ version: string; fsync: string }[]>`
      select current_setting('server_version') as version, current_setting('fsync') as fsync`;
    await sql.end();
    expect(row?.version).toMatch(/^15\./);
    expect(row?.fsync).toBe('off');
    await server.stop();
    expect(running(server.pid)).toBe(false);
    expect(fs.existsSync(server.dataDir)).toBe(false);
  });

  it('dies with its parent, even on SIGKILL', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fixtures/launch-child.ts', import.meta.url))],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0] as string);
      });
      child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    const { pid, dataDir } = JSON.parse(line) as { pid: number; dataDir: string };
    expect(running(pid)).toBe(true);
    child.kill('SIGKILL');
    expect(await eventually(() => !running(pid))).toBe(true);
    expect(await eventually(() => !fs.existsSync(dataDir))).toBe(true);
  });
});

describe('persistent cluster', () => {
  it('keeps data between runs and survives a stale postmaster.pid', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-launcher-test-'));
    fs.chmodSync(root, 0o755);
    const dataDir = path.join(root, 'db');
    try {
      const first = await launchPostgres({ dataDir });
      expect(first.created).toBe(true);
      let sql = createSql(first.url, { max: 1 });
      await sql`create table kept (v text)`;
      await sql`insert into kept values ('still here')`;
      const [durability] = await sql<{ fsync: string }[]>`select current_setting('fsync') as fsync`;
      expect(durability?.fsync).toBe('on');
      await sql.end();
      await first.stop();
      expect(fs.existsSync(dataDir)).toBe(true);

      // A crash leaves postmaster.pid behind; its pid may since belong to another process.
      fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${process.pid}\n${dataDir}\n`);
      const second = await launchPostgres({ dataDir });
      expect(second.created).toBe(false);
      sql = createSql(second.url, { max: 1 });
      const rows = await sql<{ v: string }[]>`select v from kept`;
      await sql.end();
      await second.stop();
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
