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

export function formatIndianNumber(value: number, options: IndianNumberOptions = {}): string {
  const min = options.minFractionDigits ?? 0;
  const max = Math.max(options.maxFractionDigits ?? min, min);
  const finite = Number.isFinite(value) ? value : 0;
  // toFixed rounds the exact value with ties upwards: on the magnitude, that is half away from zero.
  const [whole = '0', fraction = ''] = Math.abs(finite).toFixed(max).split('.');
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
