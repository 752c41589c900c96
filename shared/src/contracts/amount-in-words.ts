/**
 * An amount in words as a GST invoice states it, in the Indian system (thousand, lakh, crore):
 * '140980.50' -> 'Indian Rupees One Lakh Forty Thousand Nine Hundred Eighty and Fifty Paise Only'.
 * Works on the string's digits (BigInt), never on a float: money is text with two decimals
 * (see invoices.ts), and 0.1 + 0.2 has no place on a tax document.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 -> words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10] ?? '';
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? ` ${ones}` : ''}`;
}

/** 0..999 -> words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  const head = hundreds ? `${ONES[hundreds]} Hundred` : '';
  return [head, rest].filter(Boolean).join(' ');
}

/**
 * A whole number of any size -> words ('' for 0). Below a crore: thousands and lakhs; the count of
 * crores is itself written out the same way, so 1,20,00,00,000 is 'One Hundred Twenty Crore' and
 * 1,00,00,000 crore is 'One Crore Crore' (as Indian usage has it, never 'Arab').
 */
function wholeInWords(n: bigint): string {
  const crores = n / 10_000_000n;
  const belowCrore = Number(n % 10_000_000n);
  const lakhs = Math.floor(belowCrore / 100_000);
  const thousands = Math.floor((belowCrore % 100_000) / 1000);
  const rest = belowCrore % 1000;
  return [
    crores ? `${wholeInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

const MONEY = /^(\d+)\.(\d{2})$/;

/** '6999.00' -> 'Indian Rupees Six Thousand Nine Hundred Ninety Nine Only'. Throws on anything but
 * a non-negative amount with exactly two decimals. */
export function amountInWordsIndian(amount: string): string {
  const match = MONEY.exec(amount);
  if (!match)
    throw new RangeError(`amountInWordsIndian: not a non-negative amount with two decimals: '${amount}'`);
  const rupees = wholeInWords(BigInt(match[1] ?? '0')) || 'Zero';
  const paise = belowHundred(Number(match[2]));
  return `Indian Rupees ${rupees}${paise ? ` and ${paise} Paise` : ''} Only`;
}
