import { defineConfig } from '@rsbuild/core';
import { REMOTES } from '../build/apps';
import { remoteConfig } from '../build/federation';

const app = REMOTES.find((r) => r.dir === 'mf-catalog');
if (!app) throw new Error('mf-catalog is missing from build/apps.ts');

export default defineConfig(({ command }) =>
  remoteConfig(
    app,
    {
      './routes': './src/routes.tsx',
      './SearchBox': './src/widgets/SearchBox.tsx',
      './CatalogPanel': './src/widgets/CatalogPanel.tsx',
      './FeaturedSections': './src/widgets/FeaturedSections.tsx',
      './FeaturedCarousel': './src/widgets/FeaturedCarousel.tsx',
      './ProductCard': './src/widgets/ProductCard.tsx',
    },
    { dev: command === 'dev', ssr: true },
  ),
);
