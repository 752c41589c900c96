/**
 * What an item e-mail says, as data (docs/adr/0023-html-emails.md): the `payload` column of
 * `private.email_outbox`, written by `private.record_item_event` in the transaction of the change
 * (supabase/schemas/11_lifecycle_and_mail.sql) and rendered here to HTML and text by send-emails.
 * Amounts arrive already written as the apps write them ('₹1,40,980.00'); the remark is the
 * staff's markdown as written.
 */

/** One product of an order: 'Name x 2: ₹1,234.00'. */
export interface SummaryLine {
  name: string;
  quantity: number;
  amount: string;
}

/** 'Device: PlayStation 4', 'Total: ₹1,234.00'. */
export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The item's middle part. Every kind fills the same shape (orders lines and totals, services
 * rows, an open price-match offer a note), so a new kind only adds a branch in SQL.
 */
export interface ItemSummary {
  lines: SummaryLine[];
  rows: SummaryRow[];
  totals: SummaryRow[];
  notes: string[];
}

export interface ItemEmailPayload {
  /** The profile's name; null greets 'there'. */
  greeting_name: string | null;
  /** The first sentence ('Your order is now Processing.'). */
  opening: string;
  kind: string;
  /** 'Order', 'Repair request', ... */
  kind_label: string;
  item_id: string;
  /** How the shopper names the item: its display number, else the id's first 8 characters. */
  reference: string;
  status: string;
  /** 'Out For Delivery' (as the apps' badges say it). */
  status_label: string;
  /** Markdown as staff wrote it, or null. */
  remark: string | null;
  /** The tax invoice's number on a shipped order's e-mail, else null. */
  invoice_number: string | null;
  /** Where the details are on the store ('/order-history?id=…'). */
  link_path: string;
  summary: ItemSummary;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null =>
  v === null || v === undefined || typeof v === 'string';
const isRow = (v: unknown): v is SummaryRow =>
  !!v && typeof v === 'object' && isText((v as SummaryRow).label) && isTextOrNull((v as SummaryRow).value);

function rows(value: unknown): SummaryRow[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isRow)) return null;
  // A value the database left null (an unknown column) reads as empty, not as 'null'.
  return value.map((r) => ({ label: r.label, value: r.value ?? '' }));
}

/** The payload of an outbox row, or null when it has none or it is not the shape above. */
export function parseItemEmailPayload(value: unknown): ItemEmailPayload | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  for (const key of [
    'opening',
    'kind',
    'kind_label',
    'item_id',
    'reference',
    'status',
    'status_label',
    'link_path',
  ])
    if (!isText(p[key])) return null;
  for (const key of ['greeting_name', 'remark', 'invoice_number']) if (!isTextOrNull(p[key])) return null;
  const s = (p.summary ?? {}) as Record<string, unknown>;
  if (typeof s !== 'object') return null;
  const lines = s.lines ?? [];
  if (
    !Array.isArray(lines) ||
    !lines.every(
      (l) =>
        !!l &&
        typeof l === 'object' &&
        isText((l as SummaryLine).name) &&
        typeof (l as SummaryLine).quantity === 'number' &&
        isText((l as SummaryLine).amount),
    )
  )
    return null;
  const summaryRows = rows(s.rows);
  const totals = rows(s.totals);
  const notes = s.notes ?? [];
  if (!summaryRows || !totals || !Array.isArray(notes) || !notes.every(isText)) return null;
  return {
    greeting_name: (p.greeting_name as string | null | undefined) || null,
    opening: p.opening as string,
    kind: p.kind as string,
    kind_label: p.kind_label as string,
    item_id: p.item_id as string,
    reference: p.reference as string,
    status: p.status as string,
    status_label: p.status_label as string,
    remark: (p.remark as string | null | undefined) || null,
    invoice_number: (p.invoice_number as string | null | undefined) || null,
    link_path: p.link_path as string,
    summary: { lines: lines as SummaryLine[], rows: summaryRows, totals, notes: notes as string[] },
  };
}
