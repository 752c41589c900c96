import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PRODUCT_IMAGES_PATH } from '../shell/server/http/static-files';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const imagesDir = path.resolve(import.meta.dirname, '../supabase/seed/images');

/**
 * Rsbuild `dev.setupMiddlewares` entry: the seed's product images at /img/products/ on the
 * shell's dev server, as `pnpm start` serves them, so `pnpm dev` shows the same catalogue.
 */
export const devProductImagesMiddleware = (middlewares: {
  unshift: (...handlers: Middleware[]) => void;
}): void => {
  middlewares.unshift((req, res, next) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!pathname.startsWith(PRODUCT_IMAGES_PATH)) return next();
    const file = path.join(imagesDir, pathname.slice(PRODUCT_IMAGES_PATH.length));
    if (!file.startsWith(imagesDir + path.sep)) return next();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return next();
        res.setHeader('content-type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
        res.setHeader('cache-control', 'public, max-age=86400');
        createReadStream(file).pipe(res);
      },
      () => next(),
    );
  });
};
