import { defineConfig } from '@rsbuild/core';
import { REMOTES } from '../build/apps';
import { remoteConfig } from '../build/federation';

const app = REMOTES.find((r) => r.dir === 'mf-staff');
if (!app) throw new Error('mf-staff is missing from build/apps.ts');

export default defineConfig(({ command }) =>
  remoteConfig(app, { './routes': './src/routes.tsx' }, { dev: command === 'dev' }),
);
