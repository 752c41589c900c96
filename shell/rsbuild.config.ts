import { defineConfig } from '@rsbuild/core';
import { SHELL } from '../build/apps';
import { hostConfig } from '../build/federation';
import { devRuntimeConfigMiddleware } from '../build/runtime-config';

export default defineConfig({
  ...hostConfig(SHELL),
  dev: { setupMiddlewares: [devRuntimeConfigMiddleware] },
});
