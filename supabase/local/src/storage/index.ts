/**
 * `/storage/v1`: the subset of Supabase Storage (storage-api) that storage-js uses for file
 * buckets: upload/update/remove/list objects, public and authenticated downloads, public image
 * transformations and bucket reads. Routes, status codes and error bodies follow storage-api, so
 * the apps switch to a hosted project by configuration. Files live under `config.storageDir`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import type { JwtClaims } from '../db';
import type { StackDeps } from '../deps';
import { getBucket, listBuckets } from './buckets';
import {
  asCaller,
  createStorageAuthenticator,
  findBucket,
  findObject,
  type ObjectMetadata,
  type StoredObject,
} from './context';
import { errorResponse, errors, toStorageError } from './errors';
import { FileStore } from './files';
import { listObjects, removeObject, removeObjects, uploadObject } from './objects';
import { renderImage } from './render';
import { sendAsset } from './serve';
import { parseTransform } from './transform';
import { closesConnection } from './upload';

function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}

/** An object's key: everything after the bucket, Hono-decoded (`:name{.+}` spans slashes). */
const OBJECT = '/:bucket/:name{.+}';

export function createStorageRouter(deps: StackDeps): Hono {
  const root = deps.config.storageDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'store-storage-'));
  const store = new FileStore(root);
  const authenticate = createStorageAuthenticator(deps.config.jwtSecret);
  const objects = { sql: deps.sql, store };
  const app = new Hono({ strict: false });

  type Handler = (c: Context, claims: JwtClaims) => Promise<Response>;

  /** Maps errors to storage-api's answers; `claims` is the caller's, or null for public routes. */
  const route =
    (needsToken: boolean, handler: Handler) =>
    async (c: Context): Promise<Response> => {
      try {
        const claims = needsToken ? await authenticate(c.req.raw) : ({ role: 'anon' } as JwtClaims);
        return await handler(c, claims);
      } catch (error) {
        const known = toStorageError(error);
        if (!known || known.statusCode >= 500) {
          deps.log.error(`storage: ${c.req.method} ${c.req.path}: ${(error as Error).stack ?? error}`);
        }
        const answer = known ?? errors.internal();
        return errorResponse(answer, closesConnection(answer) ? { connection: 'close' } : {});
      }
    };

  const json = async (c: Context): Promise<unknown> => {
    try {
      return await c.req.json();
    } catch {
      throw errors.invalidRequest('Body is not valid JSON');
    }
  };

  app.get(
    '/bucket',
    route(true, async (c, claims) =>
      c.json(await listBuckets(deps.sql, claims, new URL(c.req.url).searchParams)),
    ),
  );
  app.get(
    '/bucket/:id',
    route(true, async (c, claims) => c.json(await getBucket(deps.sql, claims, param(c, 'id')))),
  );

  // Before the upload route, which `list/<bucket>` would match as well.
  app.post(
    '/object/list/:bucket',
    route(true, async (c, claims) =>
      c.json(await listObjects(objects, claims, param(c, 'bucket'), await json(c))),
    ),
  );

  // Public reads: no token needed (a hosted project serves these to <img> tags), bucket must be public.
  const servePublic = route(false, async (c) => {
    const { bucket, name } = c.req.param() as { bucket: string; name: string };
    const [, object] = await Promise.all([
      findBucket(deps.sql, bucket, { isPublic: true }),
      findObject(deps.sql, bucket, name),
    ]);
    return sendAsset(c.req.raw, assetOf(object), name);
  });
  app.get(`/object/public${OBJECT}`, servePublic);
  app.on('HEAD', `/object/public${OBJECT}`, servePublic);

  // Authenticated reads: the caller's SELECT policies decide (404 when they hide the object).
  const serveAuthenticated = route(true, async (c, claims) => {
    const { bucket, name } = c.req.param() as { bucket: string; name: string };
    const object = await asCaller(deps.sql, claims, (tx) => findObject(tx, bucket, name));
    return sendAsset(c.req.raw, assetOf(object), name);
  });
  app.get(`/object/authenticated${OBJECT}`, serveAuthenticated);
  app.on('HEAD', `/object/authenticated${OBJECT}`, serveAuthenticated);
  // storage-js's download() and exists() use the short form (registered after /public and
  // /authenticated, which it would match too).
  app.get(`/object${OBJECT}`, serveAuthenticated);
  app.on('HEAD', `/object${OBJECT}`, serveAuthenticated);

  const render = async (c: Context, name: string, object: StoredObject) => {
    const transform = parseTransform(new URL(c.req.url).searchParams);
    if (!object.version || !object.metadata) throw errors.noSuchKey();
    const asset = await renderImage(
      store,
      { version: object.version, metadata: object.metadata },
      transform,
      c.req.header('accept') ?? null,
    );
    return sendAsset(c.req.raw, asset, name);
  };
  app.get(
    `/render/image/public${OBJECT}`,
    route(false, async (c) => {
      const { bucket, name } = c.req.param() as { bucket: string; name: string };
      const [, object] = await Promise.all([
        findBucket(deps.sql, bucket, { isPublic: true }),
        findObject(deps.sql, bucket, name),
      ]);
      return render(c, name, object);
    }),
  );
  app.get(
    `/render/image/authenticated${OBJECT}`,
    route(true, async (c, claims) => {
      const { bucket, name } = c.req.param() as { bucket: string; name: string };
      return render(c, name, await asCaller(deps.sql, claims, (tx) => findObject(tx, bucket, name)));
    }),
  );

  app.post(
    `/object${OBJECT}`,
    route(true, async (c, claims) => {
      const { bucket, name } = c.req.param() as { bucket: string; name: string };
      const upsert = c.req.header('x-upsert') === 'true';
      return c.json(await uploadObject(objects, c.req.raw, claims, bucket, name, upsert));
    }),
  );
  app.put(
    `/object${OBJECT}`,
    route(true, async (c, claims) => {
      const { bucket, name } = c.req.param() as { bucket: string; name: string };
      return c.json(await uploadObject(objects, c.req.raw, claims, bucket, name, true));
    }),
  );
  app.delete(
    '/object/:bucket',
    route(true, async (c, claims) =>
      c.json(await removeObjects(objects, claims, param(c, 'bucket'), await json(c))),
    ),
  );
  app.delete(
    `/object${OBJECT}`,
    route(true, async (c, claims) => {
      const { bucket, name } = c.req.param() as { bucket: string; name: string };
      return c.json(await removeObject(objects, claims, bucket, name));
    }),
  );

  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        code: 'not_found',
        error: 'Not Found',
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );

  function assetOf(object: { version: string | null; metadata: ObjectMetadata | null }) {
    if (!object.metadata) throw errors.noSuchKey();
    return { body: object.version ? store.stream(object.version) : null, metadata: object.metadata };
  }

  return app;
}
