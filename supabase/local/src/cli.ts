/**
 * `pnpm --filter @store/supabase stack start [--fresh] [--ephemeral] [--seed] [--port N] [--mail-port N] [--razorpay-port N]`
 * Starts the local stand-in, prints its URLs and keys, and stops cleanly on SIGINT/SIGTERM.
 */
import { consoleLogger } from './log';
import { startStack } from './stack';

const [command = 'start', ...flags] = process.argv.slice(2);
if (command !== 'start') {
  console.error(
    `usage: cli.ts start [--fresh] [--ephemeral] [--seed] [--port N] [--mail-port N] [--razorpay-port N]`,
  );
  process.exit(2);
}
function numberFlag(name: string): number | undefined {
  const i = flags.indexOf(name);
  if (i < 0) return undefined;
  const value = Number(flags[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} expects a port number`);
    process.exit(2);
  }
  return value;
}
const apiPort = numberFlag('--port');
const mailPort = numberFlag('--mail-port');
const razorpayPort = numberFlag('--razorpay-port');

const stack = await startStack({
  fresh: flags.includes('--fresh'),
  ephemeral: flags.includes('--ephemeral'),
  seed: flags.includes('--seed'),
  ...(apiPort !== undefined ? { apiPort } : {}),
  ...(mailPort !== undefined ? { mailPort } : {}),
  ...(razorpayPort !== undefined ? { razorpayPort } : {}),
  log: consoleLogger,
}).catch((error: Error) => {
  // Everything started so far was already stopped by startStack.
  console.error(`Could not start the local stack: ${error.message}`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      'Another stack (or program) holds that port: stop it, or pass --port / --mail-port / --razorpay-port.',
    );
  }
  process.exit(1);
});

console.info(`
Local Supabase stand-in is running.
  API URL:          ${stack.apiUrl}
  REST:             ${stack.apiUrl}/rest/v1
  Auth:             ${stack.apiUrl}/auth/v1 ${stack.mounted.auth ? '' : '(not mounted)'}
  Functions:        ${stack.apiUrl}/functions/v1 ${stack.mounted.functions ? '' : '(not mounted)'}
  Mail outbox:      ${stack.mailUrl}
  Razorpay (test):  ${stack.razorpayUrl ?? '(not started)'}
  DB URL:           ${stack.dbUrl}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping...`);
  stack
    .stop()
    .then(() => process.exit(0))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
