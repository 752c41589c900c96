import { PRODUCT_ADMIN_MESSAGES } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { fakeProduct, productUuid } from '../test-products';
import {
  emptyProductValues,
  fieldOfServerMessage,
  newSpecRow,
  PRODUCT_FORM_MESSAGES,
  productFormValues,
  readKeywords,
  readProductForm,
  slugify,
} from './product-form';

const detail = () => {
  const { primary_image: _image, ...row } = fakeProduct(1);
  return row as unknown as Parameters<typeof productFormValues>[0];
};

describe('product form', () => {
  it('round-trips a saved product: same id and slug, no stock', () => {
    const read = readProductForm(productFormValues(detail()), productUuid(1));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toMatchObject({
      product_id: productUuid(1),
      slug: 'playstation-5-1',
      price: 54990,
      discount_price: 49990,
      technical_specification: { storage_gb: 1000, colour: 'White', wifi: true, ports: ['HDMI', 'USB-C'] },
      search_keywords: ['ps5', 'playstation'],
      hsn_code: null,
      gst_rate: null,
    });
    expect(read.input.stock_units).toBeUndefined();
  });

  it('checks specification rows by kind and refuses duplicate names', () => {
    const values = productFormValues(detail());
    const check = (rows: ReturnType<typeof newSpecRow>[]) => {
      const read = readProductForm({ ...values, spec: rows }, productUuid(1));
      return read.ok ? null : read.errors.technical_specification;
    };
    expect(check([newSpecRow('ram', 'number', 'sixteen')])).toBe(PRODUCT_FORM_MESSAGES.specNumber);
    expect(check([newSpecRow('wifi', 'boolean', 'maybe')])).toBe(PRODUCT_FORM_MESSAGES.specBoolean);
    expect(check([newSpecRow('a'), newSpecRow('a')])).toBe(PRODUCT_FORM_MESSAGES.specDuplicate);
    expect(check([newSpecRow('', 'text', '')])).toBeNull();
  });

  it('asks for at most 20 keywords, and the category’s message under both selects', () => {
    const read = readProductForm(
      { ...emptyProductValues(), search_keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(',') },
      null,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.search_keywords).toBe(PRODUCT_FORM_MESSAGES.keywords);
    expect(read.errors.category_id).toBe(PRODUCT_ADMIN_MESSAGES.category);
    expect(read.errors.subcategory_id).toBe(PRODUCT_ADMIN_MESSAGES.category);
  });

  it('suggests slugs, reads keywords and places the database’s messages', () => {
    expect(slugify('  Xbox Series X — 1 TB!  ')).toBe('xbox-series-x-1-tb');
    expect(readKeywords(' ps5, ,slim ,')).toEqual(['ps5', 'slim']);
    expect(fieldOfServerMessage(PRODUCT_ADMIN_MESSAGES.slugTaken)).toBe('slug');
    expect(fieldOfServerMessage('Only staff can change the catalogue.')).toBeNull();
  });
});
