import { describe, expect, it } from 'vitest';
import { productFixture } from '../test-fixtures';
import { productDisclosures, returnsText, warrantyText } from './disclosures';

describe('product disclosures', () => {
  it("names the manufacturer's warranty of a new product", () => {
    expect(warrantyText('new', 12)).toBe("Manufacturer's warranty: 12 months");
    expect(warrantyText(null, 1)).toBe("Manufacturer's warranty: 1 month");
    expect(warrantyText('new', 0)).toBe("No manufacturer's warranty");
  });

  it("gives refurbished 6 and pre-owned 3 months of the shop's warranty, whatever the column says", () => {
    expect(warrantyText('refurbished', 24)).toBe('Shop warranty: 6 months');
    expect(warrantyText('pre-owned', 0)).toBe('Shop warranty: 3 months');
  });

  it('words the return window', () => {
    expect(returnsText(7)).toBe('7-day returns');
    expect(returnsText(0)).toBe('Not returnable');
  });

  it('reads them from the product', () => {
    expect(productDisclosures(productFixture())).toEqual({
      countryOfOrigin: 'China',
      warranty: "Manufacturer's warranty: 12 months",
      returns: '7-day returns',
      replacement: '7-day replacement',
      seller: 'GameGear Retail Private Limited',
    });
  });
});
