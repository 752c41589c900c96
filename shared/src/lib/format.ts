/** Indian rupees, en-IN grouping, always two decimals: 123456 -> '₹1,23,456.00' (shared/contracts). */
export { formatRupees as formatINR } from '../contracts/indian-number.ts';
