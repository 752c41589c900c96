// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devProductImagesMiddleware } from './dev-product-images';

let server: Server;
let base: string;

beforeAll(async () => {
  const handlers: Parameters<Parameters<typeof devProductImagesMiddleware>[0]['unshift']>[0][] = [];
  devProductImagesMiddleware({ unshift: (...h) => handlers.unshift(...h) });
  const [middleware] = handlers;
  server = createServer((req, res) =>
    middleware?.(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('devProductImagesMiddleware', () => {
  it('serves a seed image as SVG with a one-day cache', async () => {
    const res = await fetch(`${base}/img/products/sony-playstation-5-console-disc-edition-cfi-1200.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('passes unknown files, traversal attempts and other paths on', async () => {
    for (const p of ['/img/products/nope.svg', '/img/products/..%2F..%2Fpackage.json', '/index.html']) {
      const res = await fetch(`${base}${p}`);
      expect(await res.text()).toBe('next');
    }
  });
});
