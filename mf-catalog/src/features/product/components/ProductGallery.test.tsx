import { screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared/test-utils';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './ProductGallery';

const PHOTO = 'https://api.example/storage/v1/object/public/product-photos/products/p1/front.webp';
const RESIZED = 'https://api.example/storage/v1/render/image/public/product-photos/products/p1/front.webp';
const SEED = '/img/products/ps5-2.svg';
const at = (width: number) => `${RESIZED}?width=${width}&resize=contain&quality=80`;

describe('ProductGallery images', () => {
  it('fetches Storage photos resized (srcset) and the seed’s pictures as they are, LCP hints kept', () => {
    renderWithTheme(
      <ProductGallery
        productName="PlayStation 5"
        images={[
          { url: PHOTO, width: 1200, height: 900, alt: 'PS5 from the front' },
          { url: SEED, width: 800, height: 800, alt: null },
        ]}
      />,
    );
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const first = within(gallery).getByAltText('PS5 from the front') as HTMLImageElement;
    expect(first.getAttribute('src')).toBe(PHOTO);
    expect(first.getAttribute('srcset')).toBe(`${at(640)} 1x, ${at(1280)} 2x`);
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '900']);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');

    const second = within(gallery).getByAltText('PlayStation 5, view 2') as HTMLImageElement;
    expect(second.getAttribute('src')).toBe(SEED);
    expect(second.hasAttribute('srcset')).toBe(false);
    expect(second.getAttribute('loading')).toBe('lazy');

    const thumbs = within(screen.getByRole('list', { name: 'Choose an image' })).getAllByRole('listitem');
    const [photoThumb, seedThumb] = thumbs.map((li) => li.querySelector('img') as HTMLImageElement);
    expect(photoThumb?.getAttribute('src')).toBe(at(72));
    expect(photoThumb?.getAttribute('srcset')).toBe(`${at(72)} 1x, ${at(144)} 2x`);
    expect(photoThumb?.getAttribute('width')).toBe('72');
    expect(seedThumb?.getAttribute('src')).toBe(SEED);
    expect(seedThumb?.hasAttribute('srcset')).toBe(false);
  });
});
