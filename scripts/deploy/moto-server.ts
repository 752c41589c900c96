import { spawn } from 'node:child_process';

/**
 * moto_server (moto 5: an S3-compatible server with conditional writes, `If-None-Match: *`) on
 * 127.0.0.1 and a free port, for the tests of the S3 origin and the bucket deploy journey.
 * `MOTO_SERVER` names another binary; `.ci/run` checks that it is installed.
 */
export interface MotoServer {
  /** `http://127.0.0.1:<port>`, the S3 endpoint. */
  endpoint: string;
  /** Ends the server (and only it). */
  stop(): Promise<void>;
}

export async function startMotoServer(): Promise<MotoServer> {
  const server = spawn(process.env.MOTO_SERVER ?? 'moto_server', ['-H', '127.0.0.1', '-p', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Running on (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`moto_server exited (${code}): ${output}`)));
  });
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill();
      }),
  };
}
