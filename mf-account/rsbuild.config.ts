import { defineConfig } from '@rsbuild/core';
import { REMOTES } from '../build/apps';
import { remoteConfig } from '../build/federation';

const app = REMOTES.find((r) => r.dir === 'mf-account');
if (!app) throw new Error('mf-account is missing from build/apps.ts');

export default defineConfig(({ command }) =>
  remoteConfig(
    app,
    {
      './routes': './src/routes.tsx',
      './ProfileDialog': './src/widgets/ProfileDialog.tsx',
      './WishlistToggle': './src/widgets/WishlistToggle.tsx',
      './WishlistBadge': './src/widgets/WishlistBadge.tsx',
      './ProductReviews': './src/widgets/ProductReviews.tsx',
    },
    { dev: command === 'dev' },
  ),
);
