import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, serveBuild } from './static-files';

describe('acceptsEncoding', () => {
  it('reads the list, wildcards and q values', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});

describe('serveBuild', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dir, 'app.js'), script);
  // A real HTTP server: fetch() would drop Accept-Encoding (a forbidden request header).
  const server = createAdaptorServer({ fetch: new Hono().use('*', serveBuild(dir)).fetch });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function request(acceptEncoding?: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      get({ host: '127.0.0.1', port, path: '/app.js', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });
  }

  it('answers brotli when the browser accepts it, else gzip, else the file itself', async () => {
    const br = await request('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await request('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await request();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.vary).toBe('accept-encoding');
  });

  it('answers 400 to a malformed escape, and passes an unknown file on', async () => {
    const app = new Hono().use('*', serveBuild(dir)).get('*', (c) => c.text('next', 200));
    for (const path of ['/%E0%A4%A', '/%', '/app.js%ZZ', '/static/%C0%80%'])
      expect((await app.request(path)).status, path).toBe(400);
    expect(await (await app.request('/no-such-file.js')).text()).toBe('next');
  });
});
