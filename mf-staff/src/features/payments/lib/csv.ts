/**
 * CSV as spreadsheets and accounting imports read it (RFC 4180): every field quoted, quotes
 * doubled, CRLF between records, so commas, quotes and line breaks inside a value stay in it.
 * Text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is prefixed with an apostrophe (OWASP's CSV injection advice). Numbers are money: written
 * with two decimals and never prefixed (a negative refund stays a number; we wrote it, nobody typed
 * it).
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  let text: string;
  if (typeof value === 'number') {
    // `+ 0` writes -0 as 0.00, never as -0.00.
    text = Number.isFinite(value) ? (value + 0).toFixed(2) : '';
  } else {
    text = value ?? '';
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return `"${text.replaceAll('"', '""')}"`;
}

/** The records (the first is the header), each ended by CRLF. */
export function toCsv(records: readonly (readonly CsvValue[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}
