/**
 * Numbers as India writes them (en-IN): the last three digits, then groups of two
 * (12,34,567.5). Written out rather than `Intl.NumberFormat('en-IN')`: the first en-IN formatter
 * in a page loads ICU's locale data, one main-thread task of ~40 ms (~160 ms on a 4x-throttled
 * phone) in the middle of hydrating a server-rendered page, and Node and the browser then agree
 * by construction. Rounding is Intl's: half away from zero, on the number's exact value.
 */
export interface IndianNumberOptions {
  /** Decimals always shown (padded with zeros). Default 0. */
  minFractionDigits?: number;
  /** Decimals at most (rounded). Default: `minFractionDigits`. */
  maxFractionDigits?: number;
}

/**
 * `abs` rounded to `digits` decimals, half away from zero, as Intl rounds it: on the shortest
 * decimal that reads back as the number (853397112367.835 -> .84), not on its exact binary value
 * (853397112367.83496..., which toFixed would round to .83).
 */
function roundHalfAway(abs: number, digits: number): string {
  const shortest = String(abs);
  // Exponent forms (below 1e-6 or from 1e21) are far from any amount shown: toFixed is right there.
  if (/e/i.test(shortest)) return abs.toFixed(digits);
  const [int = '0', frac = ''] = shortest.split('.');
  if (frac.length <= digits) return digits > 0 ? `${int}.${frac.padEnd(digits, '0')}` : int;
  let scaled = BigInt(int + frac.slice(0, digits));
  if (Number(frac[digits]) >= 5) scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

export function formatIndianNumber(value: number, options: IndianNumberOptions = {}): string {
  const min = options.minFractionDigits ?? 0;
  const max = Math.max(options.maxFractionDigits ?? min, min);
  const finite = Number.isFinite(value) ? value : 0;
  const [whole = '0', fraction = ''] = roundHalfAway(Math.abs(finite), max).split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const zero = /^[0.]*$/.test(`${whole}${decimals}`);
  return `${finite < 0 && !zero ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Indian rupees, en-IN grouping, always two decimals: 123456 -> '₹1,23,456.00'. */
export function formatRupees(amount: number): string {
  const text = formatIndianNumber(amount, { minFractionDigits: 2 });
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
