// Stops a PostgreSQL server when the pipe on stdin closes, i.e. when the process that launched it
// exits for any reason (including SIGKILL); then removes the throwaway cluster directory, if any.
// Usage: node watchdog.cjs <postgres pid> [directory to remove]
const { readFileSync, rmSync } = require('node:fs');

const pid = Number(process.argv[2]);
const dir = process.argv[3] || '';

// An orphaned server can linger as a zombie when nothing reaps it: that counts as stopped.
function alive() {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

let finishing = false;
function finish() {
  if (finishing) return;
  finishing = true;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {}
  const started = Date.now();
  const timer = setInterval(() => {
    if (alive() && Date.now() - started < 10_000) return;
    if (alive()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    clearInterval(timer);
    if (dir) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {}
    }
    process.exit(0);
  }, 20);
}

process.stdin.on('data', () => {});
process.stdin.on('end', finish);
process.stdin.on('close', finish);
process.stdin.on('error', finish);
process.stdin.resume();
