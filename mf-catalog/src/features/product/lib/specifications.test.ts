import { describe, expect, it } from 'vitest';
import { formatSpecValue, groupSpecifications } from './specifications';

describe('groupSpecifications', () => {
  it('groups rows by spec group in order of first appearance and keeps row order', () => {
    const groups = groupSpecifications([
      { key: 'brand', displayName: 'Brand', group: 'General', unit: null, value: 'Sony' },
      { key: 'ram_gb', displayName: 'RAM', group: 'Memory', unit: 'GB', value: 16 },
      { key: 'os', displayName: 'Operating System', group: 'General', unit: null, value: 'Windows 11' },
      { key: 'misc', displayName: 'Misc', group: null, unit: null, value: 'x' },
      { key: 'empty', displayName: 'Empty', group: 'General', unit: null, value: null },
    ]);
    expect(groups).toEqual([
      {
        name: 'General',
        rows: [
          { key: 'brand', label: 'Brand', value: 'Sony' },
          { key: 'os', label: 'Operating System', value: 'Windows 11' },
        ],
      },
      { name: 'Memory', rows: [{ key: 'ram_gb', label: 'RAM', value: '16 GB' }] },
      { name: 'Other', rows: [{ key: 'misc', label: 'Misc', value: 'x' }] },
    ]);
  });

  it('is empty without specifications', () => {
    expect(groupSpecifications(null)).toEqual([]);
  });
});

describe('formatSpecValue', () => {
  it('formats booleans, numbers with units, lists and text', () => {
    expect(formatSpecValue(true, null)).toBe('Yes');
    expect(formatSpecValue(false, null)).toBe('No');
    expect(formatSpecValue(1000, 'GB')).toBe('1,000 GB');
    expect(formatSpecValue(5.1, 'GHz')).toBe('5.1 GHz');
    expect(formatSpecValue(1, 'years')).toBe('1 year');
    expect(formatSpecValue(3, 'years')).toBe('3 years');
    expect(formatSpecValue(['HDMI 2.1', 'DisplayPort 1.4'], null)).toBe('HDMI 2.1, DisplayPort 1.4');
    expect(formatSpecValue('  IPS ', null)).toBe('IPS');
    expect(formatSpecValue('', 'GB')).toBe('');
  });
});
