import { formatIndianNumber, type ProductDetails } from 'shared/contracts';

type SpecEntry = NonNullable<ProductDetails['o_specifications']>[number];

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export interface SpecGroup {
  name: string;
  rows: SpecRow[];
}

const OTHER_GROUP = 'Other';
function formatNumber(value: number): string {
  return formatIndianNumber(value, { maxFractionDigits: 2 });
}

function withUnit(text: string, unit: string | null, amount?: number): string {
  if (!unit) return text;
  // '1 years' reads wrong: a plural unit loses its 's' for exactly one.
  const shown = amount === 1 && unit.length > 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return `${text} ${shown}`;
}

/** A specification value as text: booleans Yes/No, numbers en-IN with their unit, lists joined. */
export function formatSpecValue(value: unknown, unit: string | null): string {
  if (value == null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return Number.isFinite(value) ? withUnit(formatNumber(value), unit, value) : '';
  if (Array.isArray(value)) {
    return value
      .map((v) => formatSpecValue(v, null))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') return '';
  const text = String(value).trim();
  return text ? withUnit(text, unit) : '';
}

/**
 * The technical specification table: rows grouped by spec group in the order the server sends
 * them (display order), groups in order of first appearance; empty values are left out.
 */
export function groupSpecifications(specs: readonly SpecEntry[] | null | undefined): SpecGroup[] {
  const groups = new Map<string, SpecRow[]>();
  for (const spec of specs ?? []) {
    const value = formatSpecValue(spec.value, spec.unit);
    if (!value) continue;
    const name = spec.group?.trim() || OTHER_GROUP;
    let rows = groups.get(name);
    if (!rows) {
      rows = [];
      groups.set(name, rows);
    }
    rows.push({ key: spec.key, label: spec.displayName, value });
  }
  return Array.from(groups, ([name, rows]) => ({ name, rows }));
}
