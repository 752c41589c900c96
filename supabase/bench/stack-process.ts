/**
 * A throwaway local stack in its own process for the benchmarks, so the gateway does not share an
 * event loop with the load generator. Prints one JSON line ({ apiUrl, anonKey, dbUrl }) when up;
 * stops when its stdin closes (the parent exited) or on SIGTERM/SIGINT.
 */
import { quietLogger } from '../local/src/log';
import { startStack } from '../local/src/stack';

const stack = await startStack({ ephemeral: true, apiPort: 0, mailPort: 0, log: quietLogger });
process.stdout.write(
  `${JSON.stringify({ apiUrl: stack.apiUrl, anonKey: stack.anonKey, dbUrl: stack.dbUrl })}\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  stack.stop().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
