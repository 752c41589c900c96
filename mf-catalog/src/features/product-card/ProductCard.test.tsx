import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from 'shared/test-utils';
import { describe, expect, it } from 'vitest';
import { CompareArea } from '../compare';
import { ProductCard, type ProductCardData } from './ProductCard';
import { PLACEHOLDER_IMAGE } from './product-image';
import { CARD_PRODUCT } from './test-fixtures';

const base = CARD_PRODUCT;

describe('ProductCard', () => {
  it('links to the product and shows name, prices, rating and the percent-off badge', () => {
    renderWithTheme(<ProductCard product={base} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/sony-playstation-5-slim');
    expect(screen.getByRole('heading', { name: 'Sony PlayStation 5 Slim' })).toBeTruthy();
    // round((54990 - 49990) / 54990 * 100) = 9
    expect(screen.getByText('9% off')).toBeTruthy();
    expect(screen.getByText('Price ₹49,990.00, MRP ₹54,990.00')).toBeTruthy();
    // The struck-out list price is labelled MRP.
    expect(screen.getByTestId('mrp').textContent).toBe('MRP ₹54,990.00');
    expect(screen.getByTestId('mrp').querySelector('s')?.textContent).toBe('₹54,990.00');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });

  it('shows no MRP without a reduction', () => {
    renderWithTheme(<ProductCard product={{ ...base, discount_price: base.price }} />);
    expect(screen.queryByTestId('mrp')).toBeNull();
    expect(screen.queryByText(/MRP/)).toBeNull();
  });

  it("says 'No ratings yet' for a product nobody has reviewed, not '0.0 (0)'", () => {
    const { rerender, container } = renderWithTheme(
      <ProductCard product={{ ...base, average_rating: 0, review_count: 0 }} />,
    );
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(container.textContent).not.toContain('(0)');
    // The RPC's null (no reviews row) reads the same.
    rerender(<ProductCard product={{ ...base, average_rating: null, review_count: null }} />);
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('defaults the condition to New and shows others by name', () => {
    const { rerender } = renderWithTheme(<ProductCard product={base} />);
    expect(screen.getByText('New')).toBeTruthy();
    rerender(<ProductCard product={{ ...base, condition: 'pre-owned' }} />);
    expect(screen.getByText('Pre-owned')).toBeTruthy();
  });

  it('shows Popular only for bestsellers and no percent-off without a reduction', () => {
    const { rerender } = renderWithTheme(<ProductCard product={{ ...base, discount_price: 54990 }} />);
    expect(screen.queryByText('Popular')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    rerender(<ProductCard product={{ ...base, is_bestseller: true }} />);
    expect(screen.getByText('Popular')).toBeTruthy();
  });

  it('falls back to the placeholder when the image is missing or broken', () => {
    const { container, rerender } = renderWithTheme(
      <ProductCard product={{ ...base, primary_image: null }} />,
    );
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    rerender(<ProductCard product={base} />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img().getAttribute('width')).toBe('800');
  });

  it('fetches a Storage photo at the card’s width (srcset) and the seed’s picture as it is', () => {
    const photo = 'https://api.example/storage/v1/object/public/product-photos/products/p1/a.webp';
    const resized = 'https://api.example/storage/v1/render/image/public/product-photos/products/p1/a.webp';
    const { container, rerender } = renderWithTheme(
      <ProductCard product={{ ...base, primary_image: photo }} priority />,
    );
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect(img().getAttribute('src')).toBe(photo);
    expect(img().getAttribute('srcset')).toBe(
      `${resized}?width=320&resize=contain&quality=80 1x, ${resized}?width=640&resize=contain&quality=80 2x`,
    );
    // Its box and the LCP hints are as before.
    expect([img().getAttribute('width'), img().getAttribute('height')]).toEqual(['800', '800']);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
    // A broken photo shows the placeholder, its srcset gone with it.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img().hasAttribute('srcset')).toBe(false);

    rerender(<ProductCard product={{ ...base, slug: 'other' }} />);
    expect(img().getAttribute('src')).toBe('/img/products/ps5.svg');
    expect(img().hasAttribute('srcset')).toBe(false);
    expect(img().getAttribute('loading')).toBe('lazy');
  });
});

describe('ProductCard: Compare', () => {
  it('carries the Compare toggle on catalogue pages, after the page has loaded, when it knows its subcategory', async () => {
    renderWithTheme(
      <CompareArea>
        <ProductCard product={{ ...base, subcategory: 'PlayStation' }} />
      </CompareArea>,
    );
    const toggle = await screen.findByRole('button', { name: 'Compare Sony PlayStation 5 Slim' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves it out without a subcategory, on decorative cards and outside catalogue pages (home)', async () => {
    const { rerender } = renderWithTheme(
      <CompareArea>
        <ProductCard product={base} />
      </CompareArea>,
    );
    rerender(
      <CompareArea>
        <ProductCard product={{ ...base, subcategory: 'PlayStation' }} showWishlist={false} />
      </CompareArea>,
    );
    rerender(<ProductCard product={{ ...base, subcategory: 'PlayStation' }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Compare / })).toBeNull();
  });
});
