import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../lib/product-image';
import { renderWithTheme } from '../test-utils';
import { ProductThumb } from './ProductThumb';

const PHOTO = 'https://api.example/storage/v1/object/public/product-photos/products/p1/a.jpg';
const RESIZED = 'https://api.example/storage/v1/render/image/public/product-photos/products/p1/a.jpg';

describe('ProductThumb', () => {
  it('fetches a Storage photo at the thumbnail’s size, twice it on dense screens', () => {
    const { container } = renderWithTheme(<ProductThumb src={PHOTO} size={56} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${RESIZED}?width=56&resize=contain&quality=80`);
    expect(img.getAttribute('srcset')).toBe(
      `${RESIZED}?width=56&resize=contain&quality=80 1x, ${RESIZED}?width=112&resize=contain&quality=80 2x`,
    );
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '56',
      '56',
      'lazy',
    ]);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('shows the seed’s pictures and the placeholder as they are, without a srcset', () => {
    const { container, rerender } = renderWithTheme(<ProductThumb src="/img/products/ps5.svg" size={88} />);
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect(img().getAttribute('src')).toBe('/img/products/ps5.svg');
    expect(img().hasAttribute('srcset')).toBe(false);
    expect(img().getAttribute('width')).toBe('88');
    rerender(<ProductThumb src={null} />);
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img().hasAttribute('srcset')).toBe(false);
  });
});
