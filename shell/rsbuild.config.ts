import { defineConfig } from '@rsbuild/core';
import { SHELL } from '../build/apps';
import { devProductImagesMiddleware } from '../build/dev-product-images';
import { hostConfig } from '../build/federation';
import { devRuntimeConfigMiddleware } from './server/http/runtime-config';

export default defineConfig(({ command }) => {
  const config = hostConfig(SHELL, { dev: command === 'dev' });
  return {
    ...config,
    dev: { ...config.dev, setupMiddlewares: [devRuntimeConfigMiddleware, devProductImagesMiddleware] },
  };
});
