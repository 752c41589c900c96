// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPaise, parseOrigin, renderSheet, textOn, themeColor } from './sheet';

const contrast = (a: string, b: string) => {
  const lum = (hex: string) => {
    const ch = (i: number) => {
      const c = Number.parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(0) + 0.7152 * ch(2) + 0.0722 * ch(4);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the test sheet', () => {
  it('shows rupees with Indian digit grouping, paise only when there are some', () => {
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(100)).toBe('₹1');
  });

  it("keeps the Pay button's text at 4.5:1 or more on any theme colour", () => {
    for (let i = 0; i < 4096; i += 37) {
      const color = `#${i.toString(16).padStart(3, '0')}`;
      const full = themeColor(color).replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3');
      expect(contrast(full, textOn(themeColor(color)))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lets only colours, web images and real origins through', () => {
    expect(themeColor('#E11D48')).toBe('#e11d48');
    expect(themeColor('red;} body{display:none')).toBe('#528ff0');
    expect(parseOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    for (const bad of ['*', 'http://127.0.0.1:3000/', 'javascript:alert(1)', '', undefined])
      expect(parseOrigin(bad)).toBeNull();
    const html = renderSheet({
      keyId: 'k',
      orderId: 'order_x',
      order: null,
      problem: 'Nope </script><script>alert(1)</script>',
      name: '',
      description: '</script><b>',
      image: 'javascript:alert(1)',
      color: '',
      escape: true,
      backdropClose: false,
      parentOrigin: null,
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('"description":"\\u003c/script>\\u003cb>"');
  });
});
