/** Cached: building an Intl.NumberFormat is far slower than using one (lists format hundreds). */
let inrFormatter: Intl.NumberFormat | undefined;

/** Indian rupees, en-IN grouping, always two decimals: 123456 -> '₹1,23,456.00'. */
export function formatINR(amount: number): string {
  inrFormatter ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return inrFormatter.format(Number.isFinite(amount) ? amount : 0);
}
