/**
 * Where a benchmark's CPU goes, read from /proc (Linux): per process (user + system seconds) and
 * the whole machine's busy time, so a figure measured on a shared host says how much of the CPU
 * the measured parts had. Returns nulls where /proc is not readable (other systems).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ; 100 on Linux for all practical purposes). */
const TICKS = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: split after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, or null. */
export function processCpuSeconds(pid: number): number | null {
  const f = statFields(pid);
  // After the name: state(0) ppid(1) ... utime(11) stime(12).
  return f ? (Number(f[11]) + Number(f[12])) / TICKS : null;
}

/** The parent process id, or null. */
export function parentPid(pid: number): number | null {
  const f = statFields(pid);
  return f ? Number(f[1]) : null;
}

/** `parent` and its direct children (e.g. the postmaster and its backends). */
export function processFamily(parent: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentPid(pid) === parent);
  return [parent, ...children];
}

/** CPU seconds used so far by a set of processes (those still alive). */
export function familyCpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0);
}

/** The machine's busy and total CPU seconds so far, over all cores (from /proc/stat), or null. */
export function machineCpuSeconds(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/);
    const n = values.map(Number);
    const total = n.reduce((a, b) => a + b, 0);
    // idle + iowait are not busy.
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return null;
  }
}
