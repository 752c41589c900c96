import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-number.ts';
import { formatPriceAmount, formatPriceChip, parsePricePhrase } from './price-phrase.ts';

const bounds = (query: string) => {
  const { min, max } = parsePricePhrase(query);
  return [min, max];
};

describe('parsePricePhrase', () => {
  it.each([
    ['gaming laptop under 1 lakh', 'gaming laptop', null, 100_000, 'under 1 lakh'],
    ['laptop under 100000', 'laptop', null, 100_000, 'under 100000'],
    ['below 50k', '', null, 50_000, 'below 50k'],
    ['less than ₹30,000', '', null, 30_000, 'less than ₹30,000'],
    ['between 40k and 60k', '', 40_000, 60_000, 'between 40k and 60k'],
    ['50000-80000', '', 50_000, 80_000, '50000-80000'],
    ['ps5 under 50 thousand', 'ps5', null, 50_000, 'under 50 thousand'],
    ['rtx 4070 above 60k', 'rtx 4070', 60_000, null, 'above 60k'],
    ['under 1.5 lakh', '', null, 150_000, 'under 1.5 lakh'],
    ['under 2 crore', '', null, 20_000_000, 'under 2 crore'],
  ])('reads %j', (query, text, min, max, phrase) => {
    expect(parsePricePhrase(query)).toEqual({ text, min, max, phrase });
  });

  it('knows every cue for a highest price', () => {
    for (const cue of [
      'under',
      'below',
      'less than',
      'lesser than',
      'upto',
      'up to',
      'within',
      'max',
      'maximum',
      'at most',
      'not more than',
      'budget',
    ]) {
      expect(parsePricePhrase(`monitor ${cue} 20k`), cue).toEqual({
        text: 'monitor',
        min: null,
        max: 20_000,
        phrase: `${cue} 20k`,
      });
    }
    expect(bounds('ssd <5000')).toEqual([null, 5000]);
    expect(bounds('ssd 5k or less')).toEqual([null, 5000]);
    expect(bounds('ssd 5k and below')).toEqual([null, 5000]);
    expect(bounds('ssd 5000 tak')).toEqual([null, 5000]);
  });

  it('knows every cue for a lowest price', () => {
    for (const cue of ['above', 'over', 'more than', 'greater than', 'min', 'minimum', 'at least', 'from']) {
      expect(parsePricePhrase(`laptop ${cue} 60k`), cue).toEqual({
        text: 'laptop',
        min: 60_000,
        max: null,
        phrase: `${cue} 60k`,
      });
    }
    expect(bounds('laptop 60k onwards')).toEqual([60_000, null]);
    expect(bounds('laptop 60k and above')).toEqual([60_000, null]);
    expect(bounds('laptop 60k+')).toEqual([60_000, null]);
    expect(bounds('laptop 60k or more')).toEqual([60_000, null]);
  });

  it('reads ranges: between, from … to, X-Y, X to Y, dashes', () => {
    expect(bounds('graphics card between 40k and 60k')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card between 40k to 60k')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card from 40k to 60k')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card 40000 to 60000')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card 40,000 – 60,000')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card ₹40,000 — ₹60,000')).toEqual([40_000, 60_000]);
    expect(bounds('graphics card 40k - 60k')).toEqual([40_000, 60_000]);
    // The wrong way round is swapped.
    expect(bounds('graphics card 60k-40k')).toEqual([40_000, 60_000]);
  });

  it('lends a range’s unit to a smaller side without one', () => {
    expect(bounds('monitor 40-60k')).toEqual([40_000, 60_000]);
    expect(bounds('laptop between 1 and 1.5 lakh')).toEqual([100_000, 150_000]);
    expect(bounds('laptop 1-1.5 lakh')).toEqual([100_000, 150_000]);
    expect(bounds('mouse 500-2k')).toEqual([500, 2000]);
  });

  it('reads Indian units, in any case, with or without a space', () => {
    expect(bounds('under 50K')).toEqual([null, 50_000]);
    expect(bounds('under 50 k')).toEqual([null, 50_000]);
    expect(bounds('under 1L')).toEqual([null, 100_000]);
    expect(bounds('under 1.5 L')).toEqual([null, 150_000]);
    expect(bounds('under 2 lakhs')).toEqual([null, 200_000]);
    expect(bounds('under 2 lac')).toEqual([null, 200_000]);
    expect(bounds('under 2 lacs')).toEqual([null, 200_000]);
    expect(bounds('under 1 cr')).toEqual([null, 10_000_000]);
    expect(bounds('under 1.25 crores')).toEqual([null, 12_500_000]);
    expect(bounds('under 50 thousand')).toEqual([null, 50_000]);
    // Decimals to the paisa, without binary noise.
    expect(bounds('under 1.15 lakh')).toEqual([null, 115_000]);
    expect(bounds('under 999.50')).toEqual([null, 999.5]);
  });

  it('reads rupee signs and words before or after the amount', () => {
    expect(bounds('under ₹50,000')).toEqual([null, 50_000]);
    expect(bounds('under ₹ 50000')).toEqual([null, 50_000]);
    expect(bounds('under Rs 50000')).toEqual([null, 50_000]);
    expect(bounds('under Rs.50,000')).toEqual([null, 50_000]);
    expect(bounds('under rs50000')).toEqual([null, 50_000]);
    expect(bounds('under INR 50,000')).toEqual([null, 50_000]);
    expect(bounds('under 50000 rupees')).toEqual([null, 50_000]);
    expect(bounds('under 50,000/-')).toEqual([null, 50_000]);
    expect(parsePricePhrase('laptop under Rs.50,000/- i5').text).toBe('laptop i5');
  });

  it('reads commas in Indian and Western grouping', () => {
    expect(bounds('under 1,00,000')).toEqual([null, 100_000]);
    expect(bounds('under 100,000')).toEqual([null, 100_000]);
    expect(bounds('under 12,34,567')).toEqual([null, 1_234_567]);
    expect(bounds('under 1,234,567')).toEqual([null, 1_234_567]);
    // Not a grouping at all: left as words.
    expect(parsePricePhrase('under 1,0000').phrase).toBeNull();
  });

  it('leaves model numbers, sizes and years alone', () => {
    for (const query of [
      'rtx 4070',
      'ps5',
      'i5 13400',
      'rtx 4070 super',
      'ryzen 7 7800x3d',
      'iphone 15 pro max 256',
      'ssd under 500 gb',
      'monitor above 27 inch',
      'monitor over 144 hz',
      'rtx 3060-4060',
      'fifa 2022-2023',
      'games from 2020 to 2023',
      'games from 2023',
      'under 30',
      'rtx 4070+',
      'sony wh-1000xm5',
      'a7-3000',
      'redmi note 13 pro plus',
      'usb 3.0 hub',
    ]) {
      expect(parsePricePhrase(query), query).toEqual({
        text: query.replace(/\s+/g, ' ').trim(),
        min: null,
        max: null,
        phrase: null,
      });
    }
  });

  it('keeps the model numbers next to a price phrase as words', () => {
    expect(parsePricePhrase('rtx 4070 under 60k')).toMatchObject({ text: 'rtx 4070', max: 60_000 });
    expect(parsePricePhrase('i5 13400 below 20000')).toMatchObject({ text: 'i5 13400', max: 20_000 });
    expect(parsePricePhrase('4k monitor under 30k')).toMatchObject({ text: '4k monitor', max: 30_000 });
    expect(parsePricePhrase('ps5 under 60k')).toMatchObject({ text: 'ps5', max: 60_000 });
  });

  it('takes the connecting words before a cue with the phrase', () => {
    expect(parsePricePhrase('laptop price under 50k')).toMatchObject({
      text: 'laptop',
      phrase: 'price under 50k',
    });
    expect(parsePricePhrase('laptops in the range of 40k to 60k')).toMatchObject({
      text: 'laptops',
      min: 40_000,
      max: 60_000,
    });
    expect(parsePricePhrase('laptop for under 50k with rtx')).toMatchObject({ text: 'laptop with rtx' });
  });

  it('combines several phrases into one range', () => {
    expect(parsePricePhrase('laptop above 40k under 60k')).toEqual({
      text: 'laptop',
      min: 40_000,
      max: 60_000,
      phrase: 'above 40k under 60k',
    });
    expect(bounds('laptop under 60k above 80k')).toEqual([60_000, 80_000]);
    expect(bounds('laptop under 60k under 50k')).toEqual([null, 50_000]);
  });

  it('answers the remaining words trimmed, with single spaces and no dangling punctuation', () => {
    expect(parsePricePhrase('  gaming   laptop,  under 1 lakh  ').text).toBe('gaming laptop');
    expect(parsePricePhrase('under 1 lakh - gaming laptop').text).toBe('gaming laptop');
    expect(parsePricePhrase('  gaming   laptop ')).toEqual({
      text: 'gaming laptop',
      min: null,
      max: null,
      phrase: null,
    });
    expect(parsePricePhrase('')).toEqual({ text: '', min: null, max: null, phrase: null });
  });

  it('never throws and never answers a bound that is not a finite amount ≥ 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        const r = parsePricePhrase(query);
        for (const bound of [r.min, r.max]) {
          if (bound != null) expect(Number.isFinite(bound) && bound >= 0).toBe(true);
        }
        if (r.min != null && r.max != null) expect(r.min).toBeLessThanOrEqual(r.max);
        expect(r.phrase === null).toBe(r.min === null && r.max === null);
        expect(r.text).toBe(r.text.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 5000 },
    );
  });
});

/** Amounts a shopper types: whole rupees, or with paise. */
const rupees = fc.integer({ min: 100, max: 99_99_99_999 });
const words = fc.constantFrom('laptop', 'gaming laptop', 'ps5', 'rtx 4070', 'i5 13400 cpu', 'monitor');

describe('round trips of formatted amounts', () => {
  it('reads any amount written in Indian grouping, Western grouping or plain, with any prefix', () => {
    const western = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
    fc.assert(
      fc.property(
        words,
        rupees,
        fc.constantFrom('₹', '₹ ', 'Rs ', 'Rs.', 'INR ', ''),
        fc.constantFrom(formatIndianNumber, western, String),
        (text, amount, prefix, write) => {
          expect(parsePricePhrase(`${text} under ${prefix}${write(amount)}`)).toEqual({
            text,
            min: null,
            max: amount,
            phrase: `under ${prefix}${write(amount)}`.replace(/\s+/g, ' '),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back amounts with paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 99_99_99_999 }), (paise) => {
        const amount = paise / 100;
        expect(bounds(`tv above ${formatPriceAmount(amount)}`)).toEqual([amount, null]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads amounts in units: n k, n lakh, n crore', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom(['k', 1e3], [' thousand', 1e3], [' lakh', 1e5], ['L', 1e5], [' crore', 1e7]),
        fc.integer({ min: 0, max: 99 }),
        (whole, [unit, scale], hundredths) => {
          const written = hundredths > 0 ? `${whole}.${String(hundredths).padStart(2, '0')}` : `${whole}`;
          const expected = Math.round(Number(written) * scale * 100) / 100;
          expect(bounds(`laptop below ${written}${unit}`)).toEqual([null, expected]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back every chip it formats', () => {
    const bound = fc.option(rupees, { nil: null });
    fc.assert(
      fc.property(words, bound, bound, (text, a, b) => {
        if (a == null && b == null) return;
        const [min, max] = a != null && b != null ? [Math.min(a, b), Math.max(a, b)] : [a, b];
        const chip = formatPriceChip(min, max);
        expect(parsePricePhrase(`${text} ${chip}`)).toEqual({ text, min, max, phrase: chip });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatPriceChip', () => {
  it('labels a range, an upper and a lower bound in en-IN grouping', () => {
    expect(formatPriceChip(null, 100_000)).toBe('Under ₹1,00,000');
    expect(formatPriceChip(40_000, 60_000)).toBe('₹40,000 – ₹60,000');
    expect(formatPriceChip(60_000, null)).toBe('Over ₹60,000');
    expect(formatPriceChip(null, 20_000_000)).toBe('Under ₹2,00,00,000');
    expect(formatPriceChip(null, 999.5)).toBe('Under ₹999.50');
    expect(formatPriceChip(null, null)).toBe('');
  });
});
