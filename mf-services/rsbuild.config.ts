import { defineConfig } from '@rsbuild/core';
import { REMOTES } from '../build/apps';
import { remoteConfig } from '../build/federation';

const app = REMOTES.find((r) => r.dir === 'mf-services');
if (!app) throw new Error('mf-services is missing from build/apps.ts');

export default defineConfig(({ command }) =>
  remoteConfig(
    app,
    {
      './routes': './src/routes.tsx',
      './ServiceAreaDialog': './src/widgets/ServiceAreaDialog.tsx',
      './HomePromos': './src/widgets/HomePromos.tsx',
    },
    { dev: command === 'dev', ssr: true },
  ),
);
