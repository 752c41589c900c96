import { describe, expect, it } from 'vitest';
import { productFixture } from '../../product/test-fixtures';
import { comparedProducts, compareSpecifications, onlyDifferences, valuesDiffer } from './compare-rows';

const legion = productFixture();
const katana = productFixture({
  o_slug: 'msi-katana-15',
  o_product_name: 'MSI Katana 15',
  o_specifications: [
    { key: 'brand', displayName: 'Brand', group: 'General', unit: null, value: 'MSI' },
    { key: 'ram_gb', displayName: 'RAM', group: 'Memory', unit: 'GB', value: 16 },
    { key: 'os', displayName: 'Operating System', group: 'General', unit: null, value: 'Windows 11 Home' },
    { key: 'refresh_rate_hz', displayName: 'Refresh Rate', group: 'Display', unit: 'Hz', value: 144 },
  ],
});

describe('compareSpecifications', () => {
  it('aligns every spec any product has, grouped, in display order, with a dash where one has none', () => {
    const groups = compareSpecifications([legion, katana]);
    expect(groups.map((g) => g.name)).toEqual(['General', 'Performance', 'Memory', 'Display']);
    expect(groups[0]?.rows).toEqual([
      { key: 'brand', label: 'Brand', values: ['Lenovo', 'MSI'], differs: true },
      {
        key: 'os',
        label: 'Operating System',
        values: ['Windows 11 Home', 'Windows 11 Home'],
        differs: false,
      },
      { key: 'backlit', label: 'Backlit Keyboard', values: ['Yes', '—'], differs: true },
    ]);
    expect(groups[2]?.rows).toEqual([
      { key: 'ram_gb', label: 'RAM', values: ['16 GB', '16 GB'], differs: false },
    ]);
    // A spec only the second product has comes after the first one's, with its own group.
    expect(groups[3]?.rows).toEqual([
      { key: 'refresh_rate_hz', label: 'Refresh Rate', values: ['—', '144 Hz'], differs: true },
    ]);
  });

  it('one product differs from nothing; empty values are left out', () => {
    const groups = compareSpecifications([
      productFixture({
        o_specifications: [
          { key: 'brand', displayName: 'Brand', group: null, unit: null, value: 'Lenovo' },
          { key: 'notes', displayName: 'Notes', group: 'General', unit: null, value: '  ' },
        ],
      }),
    ]);
    expect(groups).toEqual([
      { name: 'Other', rows: [{ key: 'brand', label: 'Brand', values: ['Lenovo'], differs: false }] },
    ]);
    expect(compareSpecifications([productFixture({ o_specifications: null })])).toEqual([]);
  });

  it('keeps only the rows that differ, dropping groups left empty', () => {
    const groups = onlyDifferences(compareSpecifications([legion, katana]));
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.key)])).toEqual([
      ['General', ['brand', 'backlit']],
      ['Performance', ['processor']],
      ['Display', ['refresh_rate_hz']],
    ]);
  });

  it('valuesDiffer', () => {
    expect(valuesDiffer(['a'])).toBe(false);
    expect(valuesDiffer(['a', 'a'])).toBe(false);
    expect(valuesDiffer(['a', '—'])).toBe(true);
  });
});

describe('comparedProducts', () => {
  it('drops unknown slugs and products of another kind than the first found', () => {
    const ps5 = productFixture({ o_slug: 'ps5', o_subcategory_name: 'PlayStation' });
    expect(comparedProducts([null, legion, ps5, katana], 1)).toEqual({
      products: [legion, katana],
      unavailable: 2,
      otherKind: 1,
    });
    expect(comparedProducts([null])).toEqual({ products: [], unavailable: 1, otherKind: 0 });
  });
});
