/** functions/_shared/http.ts: JSON answers with CORS, preflight, and parseJson's 4xx for bad bodies. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  corsHeaders,
  HttpError,
  json,
  parseJson,
  preflight,
  withHttpErrors,
} from '../../functions/_shared/http.ts';

const Cart = z.object({ id: z.number().int().positive(), quantity: z.number().int().min(1).max(99) });

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://fn.test/cart', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('json and preflight', () => {
  it('answers JSON with CORS headers', async () => {
    const res = json(201, { ok: true });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers OPTIONS only', () => {
    const res = preflight(new Request('http://fn.test/', { method: 'OPTIONS' }));
    expect(res?.status).toBe(204);
    expect(res?.headers.get('access-control-allow-headers')).toBe(
      corsHeaders['Access-Control-Allow-Headers'],
    );
    expect(preflight(new Request('http://fn.test/', { method: 'POST' }))).toBeNull();
  });
});

describe('parseJson', () => {
  it('returns the validated body', async () => {
    expect(await parseJson(post('{"id": 3, "quantity": 2}'), Cart)).toEqual({ id: 3, quantity: 2 });
  });

  it.each([
    ['', 'Request body must be JSON; it is empty'],
    ['{"id": 3,', 'Request body is not valid JSON'],
    ['{"id": "x\\u0000", "quantity": 1}', 'Request body must not contain NUL characters'],
  ])('answers 400 for %j', async (body, message) => {
    const error = await failure(parseJson(post(body), Cart));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('explains schema failures with each path', async () => {
    const error = await failure(parseJson(post('{"id": -1, "quantity": 100}'), Cart));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Invalid request body: id: /);
    const body = (await error.toResponse().json()) as { error: string; details: { path: string }[] };
    expect(body.details.map((d) => d.path)).toEqual(['id', 'quantity']);
  });

  it('answers 413 over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ id: 1, quantity: 1, pad: 'x'.repeat(100) });
    expect((await failure(parseJson(post(big), Cart, { maxBytes: 50 }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await failure(parseJson(post(stream), Cart, { maxBytes: 50 }))).status).toBe(413);
  });

  it('answers 400 for bytes that are not UTF-8', async () => {
    const error = await failure(parseJson(post(new Uint8Array([0x7b, 0xff, 0x7d])), Cart));
    expect(error).toMatchObject({ status: 400, message: 'Request body is not valid UTF-8' });
  });
});

describe('withHttpErrors', () => {
  it('renders HttpError, hides other failures behind a generic 500 and answers preflights', async () => {
    const errorSpy = console.error;
    console.error = () => {};
    try {
      const handler = withHttpErrors(async (req) => {
        if (req.url.endsWith('/bad'))
          throw new HttpError(422, 'Quantity must be at most 99', { field: 'quantity' });
        if (req.url.endsWith('/bug')) throw new Error('db password is hunter2');
        return json(200, { ok: true });
      });
      const bad = await handler(new Request('http://fn.test/bad', { method: 'POST' }));
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({ error: 'Quantity must be at most 99', field: 'quantity' });
      const bug = await handler(new Request('http://fn.test/bug', { method: 'POST' }));
      expect(bug.status).toBe(500);
      expect(await bug.text()).not.toContain('hunter2');
      expect((await handler(new Request('http://fn.test/bug', { method: 'OPTIONS' }))).status).toBe(204);
    } finally {
      console.error = errorSpy;
    }
  });
});
