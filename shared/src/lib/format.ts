import { formatRupees } from '../contracts/indian-number.ts';

/** Indian rupees, en-IN grouping, always two decimals: 123456 -> '₹1,23,456.00'. */
export function formatINR(amount: number): string {
  return formatRupees(amount);
}
