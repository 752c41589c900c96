import { defineConfig } from '@rsbuild/core';
import { REMOTES } from '../build/apps';
import { remoteConfig } from '../build/federation';

const app = REMOTES.find((r) => r.dir === 'mf-checkout');
if (!app) throw new Error('mf-checkout is missing from build/apps.ts');

export default defineConfig(({ command }) =>
  remoteConfig(
    app,
    {
      './routes': './src/routes.tsx',
      './AddToCart': './src/widgets/AddToCart.tsx',
      './CartBadge': './src/widgets/CartBadge.tsx',
      './DeliveryEstimate': './src/widgets/DeliveryEstimate.tsx',
    },
    { dev: command === 'dev' },
  ),
);
