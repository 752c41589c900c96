import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWordsIndian } from './amount-in-words.ts';

describe('amountInWordsIndian', () => {
  it.each([
    ['140980.50', 'Indian Rupees One Lakh Forty Thousand Nine Hundred Eighty and Fifty Paise Only'],
    ['6999.00', 'Indian Rupees Six Thousand Nine Hundred Ninety Nine Only'],
    ['0.00', 'Indian Rupees Zero Only'],
    ['0.05', 'Indian Rupees Zero and Five Paise Only'],
    ['10000000.00', 'Indian Rupees One Crore Only'],
    ['1.01', 'Indian Rupees One and One Paise Only'],
    ['19.19', 'Indian Rupees Nineteen and Nineteen Paise Only'],
    ['100.00', 'Indian Rupees One Hundred Only'],
    ['115.00', 'Indian Rupees One Hundred Fifteen Only'],
    ['1000.00', 'Indian Rupees One Thousand Only'],
    ['99999.00', 'Indian Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    ['100000.00', 'Indian Rupees One Lakh Only'],
    ['100001.00', 'Indian Rupees One Lakh One Only'],
    [
      '9999999.99',
      'Indian Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    ['10000001.00', 'Indian Rupees One Crore One Only'],
    ['1000000000.00', 'Indian Rupees One Hundred Crore Only'],
    ['1200000000.00', 'Indian Rupees One Hundred Twenty Crore Only'],
    [
      '9999999999.99',
      'Indian Rupees Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    ['100000000000000.00', 'Indian Rupees One Crore Crore Only'],
    ['0.90', 'Indian Rupees Zero and Ninety Paise Only'],
  ])('%s', (amount, words) => {
    expect(amountInWordsIndian(amount)).toBe(words);
  });

  it.each(['', '1', '1.5', '1.500', '-1.00', '+1.00', ' 1.00', '1,000.00', '1e3.00', 'NaN', '.50'])(
    'throws on %j',
    (amount) => {
      expect(() => amountInWordsIndian(amount)).toThrow(RangeError);
    },
  );
});

// Reads the words back into paise: a round trip pins every digit and every place value.
const VALUES: Record<string, bigint> = {};
['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven']
  .concat(['Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'])
  .forEach((word, i) => {
    VALUES[word] = BigInt(i);
  });
['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'].forEach((word, i) => {
  VALUES[word] = BigInt((i + 2) * 10);
});

function readWhole(words: string[]): bigint {
  let total = 0n;
  let current = 0n;
  for (const word of words) {
    if (word === 'Hundred') current *= 100n;
    else if (word === 'Thousand' || word === 'Lakh') {
      total += current * (word === 'Thousand' ? 1000n : 100_000n);
      current = 0n;
    } else if (word === 'Crore') {
      // Everything so far counts crores ('One Hundred Twenty Crore', 'One Crore Crore').
      total = (total + current) * 10_000_000n;
      current = 0n;
    } else {
      const value = VALUES[word];
      if (value === undefined) throw new Error(`unknown word ${word}`);
      current += value;
    }
  }
  return total + current;
}

function readPaise(text: string): bigint {
  const match = /^Indian Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
  if (!match?.[1]) throw new Error(`unexpected shape: ${text}`);
  const paise = match[2] ? readWhole(match[2].split(' ')) : 0n;
  return readWhole(match[1].split(' ')) * 100n + paise;
}

describe('amountInWordsIndian (property)', () => {
  it('reads back to the same amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), (paise) => {
        const amount = `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
        const words = amountInWordsIndian(amount);
        expect(words).not.toMatch(/ {2}|^ | $/);
        expect(readPaise(words)).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });
});
