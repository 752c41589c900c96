/**
 * The PDF of a GST tax invoice or credit note (docs/adr/0020-gst-invoices.md): what CGST Rule 46
 * asks of an invoice (Rule 53 of a credit note), as real text on A4 portrait pages, the table's
 * header repeated on every page and 'Page 1 of 2' at the foot.
 *
 * Runs in Node (the local stack) and Deno (deployed): pdf-lib and web-standard APIs only. The
 * standard fonts need no font file but encode WinAnsi only: no '₹' (amounts are plain numbers
 * under 'Amounts in INR') and no Devanagari (any character they cannot encode prints as '?').
 * Money stays text: it is grouped from its digits, never turned into a float.
 * The same document renders to the same bytes: every date in the file is `issued_at`.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  amountInWordsIndian,
  TAX_DOCUMENT_TITLES,
  type TaxDocument,
  type TaxDocumentLine,
} from 'shared/contracts';

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The lowest baseline content may use: below it sits the footer. */
const CONTENT_BOTTOM = MARGIN + 16;
const TEXT_SIZE = 8.5;
const TABLE_SIZE = 7;
const CELL_PAD = 3;
const RULE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.92, 0.92, 0.92);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India has one zone and no daylight saving: a fixed offset needs no Intl time zone data. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2026-11-28T20:00:00Z' -> '29 Nov 2026' (the date in India). */
function indiaDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`invoice-pdf: not a timestamp: '${iso}'`);
  const india = new Date(time + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** '140980.50' -> '1,40,980.50': en-IN grouping of the string's own digits. */
function money(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`invoice-pdf: not an amount: '${amount}'`);
  const [, sign = '', whole = '', paise = ''] = match;
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}${grouped}.${paise}`;
}

/** A rate text ('18.00') divided by 1 or 2, as a percentage: '18%', '9%', '2.5%'. */
function percent(rate: string, divisor: 1 | 2): string {
  const match = /^(\d+)\.(\d{2})$/.exec(rate);
  if (!match) throw new Error(`invoice-pdf: not a rate: '${rate}'`);
  // In thousandths of a per cent, half of any two-decimal rate is still a whole number.
  const thousandths = (Number(`${match[1]}${match[2]}`) * 10) / divisor;
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(thousandths / 1000)}${fraction ? `.${fraction}` : ''}%`;
}

/** Replaces what the font cannot encode with '?' (pdf-lib throws on it) and folds whitespace. */
function sanitiser(font: PDFFont): (text: string) => string {
  const encodable = new Map<string, boolean>();
  return (text) =>
    Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (char) => {
      let ok = encodable.get(char);
      if (ok === undefined) {
        try {
          font.encodeText(char);
          ok = true;
        } catch {
          ok = false;
        }
        encodable.set(char, ok);
      }
      return ok ? char : '?';
    }).join('');
}

interface TextStyle {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'right';
}

/** A cursor over the pages: `y` is the top of the next line; `ensure` turns the page. */
class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly clean: (text: string) => string;
  /** Drawn at the top of each page after the first (a running header, the table's header). */
  onNewPage: () => void = () => {};

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    // Helvetica and Helvetica-Bold share WinAnsi: one check serves both.
    this.clean = sanitiser(regular);
  }

  addPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    if (this.pages.length > 1) this.onNewPage();
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.addPage();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.clean(text), style.size ?? TEXT_SIZE);
  }

  /** Word-wraps to `width`; a word wider than that (an e-mail, an id) breaks between characters. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && this.width(line + char, style) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  /** Draws one line with its baseline at `baseline`; right-aligned text ends at `x`. */
  draw(text: string, x: number, baseline: number, style: TextStyle = {}): void {
    const clean = this.clean(text);
    const size = style.size ?? TEXT_SIZE;
    const font = this.font(style);
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: left, y: baseline, size, font, color: rgb(0, 0, 0) });
  }

  /** Wrapped lines at the cursor, moving it down; returns the height used. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}): number {
    const size = style.size ?? TEXT_SIZE;
    const lines = this.wrap(text, width, style);
    const lead = size * 1.3;
    this.ensure(lines.length * lead);
    for (const line of lines) {
      this.draw(line, x, this.y - size, style);
      this.y -= lead;
    }
    return lines.length * lead;
  }

  rule(y: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

/** A block of lines drawn at the cursor without moving it; returns its height. */
function block(w: Writer, lines: Array<[string, TextStyle?]>, x: number, width: number): number {
  const top = w.y;
  for (const [text, style = {}] of lines) w.paragraph(text, x, width, style);
  const height = top - w.y;
  w.y = top;
  return height;
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  /** The cell's lines (a tax cell: its rate above its amount). */
  cell: (line: TaxDocumentLine) => string[];
}

/** The goods table's columns: CGST and SGST within a state, IGST across states. */
function columns(doc: TaxDocument): Column[] {
  const amount = 50; // fits any amount below ten crore at TABLE_SIZE; wider ones are shrunk
  const tax: Column[] =
    doc.supply === 'intra'
      ? [
          {
            header: 'CGST',
            width: amount,
            align: 'right',
            cell: (l) => [percent(l.gst_rate, 2), money(l.cgst)],
          },
          {
            header: 'SGST',
            width: amount,
            align: 'right',
            cell: (l) => [percent(l.gst_rate, 2), money(l.sgst)],
          },
        ]
      : [
          {
            header: 'IGST',
            width: amount,
            align: 'right',
            cell: (l) => [percent(l.gst_rate, 1), money(l.igst)],
          },
        ];
  const fixed: Column[] = [
    { header: 'HSN/SAC', width: 38, align: 'left', cell: (l) => [l.hsn_code] },
    {
      header: 'Qty',
      width: 22,
      align: 'right',
      cell: (l) => [l.quantity === null ? '-' : String(l.quantity)],
    },
    { header: 'Unit price', width: amount, align: 'right', cell: (l) => [money(l.unit_price)] },
    { header: 'Discount', width: amount, align: 'right', cell: (l) => [money(l.discount)] },
    { header: 'Taxable value', width: amount, align: 'right', cell: (l) => [money(l.taxable_value)] },
    ...tax,
    { header: 'Total', width: amount, align: 'right', cell: (l) => [money(l.total)] },
  ];
  const no: Column = { header: 'No.', width: 20, align: 'left', cell: (l) => [String(l.line_no)] };
  const used = no.width + fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    header: 'Description',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => [l.description],
  };
  return [no, description, ...fixed];
}

/** One table row at the cursor (turning the page first if it does not fit). */
function row(w: Writer, cells: string[][], cols: Column[], style: TextStyle, shade = false): void {
  const size = TABLE_SIZE;
  const lead = size * 1.25;
  const wrapped = cols.map((col, i) => {
    const inner = col.width - 2 * CELL_PAD;
    // Amounts never wrap: an outsized one is drawn smaller so all its digits stay on one line.
    if (col.align === 'right')
      return (cells[i] ?? []).map((text) => ({
        text,
        size: Math.min(size, (size * inner) / Math.max(w.width(text, { ...style, size }), 1)),
      }));
    return (cells[i] ?? []).flatMap((text) =>
      w.wrap(text, inner, { ...style, size }).map((t) => ({ text: t, size })),
    );
  });
  const height = Math.max(...wrapped.map((c) => c.length)) * lead + 2 * CELL_PAD;
  w.ensure(height);
  if (shade) w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: CONTENT_WIDTH, height, color: SHADE });
  let x = MARGIN;
  cols.forEach((col, i) => {
    (wrapped[i] ?? []).forEach((cell, n) => {
      const baseline = w.y - CELL_PAD - size - n * lead;
      const at = col.align === 'right' ? x + col.width - CELL_PAD : x + CELL_PAD;
      w.draw(cell.text, at, baseline, { ...style, size: cell.size, align: col.align });
    });
    x += col.width;
  });
  w.y -= height;
  w.rule(w.y);
}

export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Uint8Array> {
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  const isCredit = doc.kind === 'credit_note';
  const seller = doc.seller;
  const issued = new Date(Date.parse(doc.issued_at));
  if (Number.isNaN(issued.getTime())) throw new Error(`invoice-pdf: not a timestamp: '${doc.issued_at}'`);

  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(seller.legal_name);
  pdf.setCreator('GameGear');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const right = PAGE_WIDTH - MARGIN;

  // Page 1: title, seller and document details side by side.
  w.addPage();
  w.draw(title, MARGIN, w.y - 16, { bold: true, size: 16 });
  w.draw('Amounts in INR', right, w.y - 16, { align: 'right' });
  w.y -= 28;
  const sellerLines: Array<[string, TextStyle?]> = [[seller.legal_name, { bold: true, size: 11 }]];
  if (seller.trade_name.trim() && seller.trade_name !== seller.legal_name)
    sellerLines.push([`Trade name: ${seller.trade_name}`]);
  sellerLines.push([seller.address_line1]);
  if (seller.address_line2) sellerLines.push([seller.address_line2]);
  sellerLines.push(
    [`${seller.city}, ${seller.state} ${seller.pincode}`],
    [`GSTIN: ${seller.gstin}`, { bold: true }],
    [`State: ${seller.state} (code ${seller.state_code})`],
    [`E-mail: ${seller.support_email}`],
    [`Phone: ${seller.support_phone}`],
  );
  const noun = isCredit ? 'Credit note' : 'Invoice';
  const details: Array<[string, TextStyle?]> = [
    [`${noun} number: ${doc.number}`, { bold: true }],
    [`${noun} date: ${indiaDate(doc.issued_at)}`],
    [`Order: ${doc.order_id}`],
  ];
  if (isCredit) {
    const dated = doc.invoice_issued_at ? ` dated ${indiaDate(doc.invoice_issued_at)}` : '';
    details.push([`Against invoice ${doc.invoice_number ?? ''}${dated}`]);
    if (doc.reason) details.push([`Reason: ${doc.reason}`]);
  }
  const half = CONTENT_WIDTH / 2;
  const used = Math.max(block(w, sellerLines, MARGIN, half - 10), block(w, details, MARGIN + half, half));
  w.y -= used + 8;
  w.rule(w.y);
  w.y -= 6;

  // The buyer (B2C: billed and shipped to the same address) and the place of supply.
  w.paragraph('Bill to / Ship to', MARGIN, CONTENT_WIDTH, { bold: true });
  w.paragraph(doc.buyer_name, MARGIN, CONTENT_WIDTH);
  w.paragraph(doc.buyer_address, MARGIN, CONTENT_WIDTH);
  w.y -= 4;
  w.paragraph(
    `Place of supply: ${doc.place_of_supply_state} (${doc.place_of_supply_code})`,
    MARGIN,
    CONTENT_WIDTH,
  );
  w.y -= 8;

  // The goods: the header again at the top of every page the rows run onto.
  const cols = columns(doc);
  const header = () =>
    row(
      w,
      cols.map((c) => [c.header]),
      cols,
      { bold: true },
      true,
    );
  let inTable = true;
  w.onNewPage = () => {
    w.draw(`${title} ${doc.number} (continued)`, MARGIN, w.y - TEXT_SIZE, { bold: true });
    w.draw('Amounts in INR', right, w.y - TEXT_SIZE, { align: 'right' });
    w.y -= TEXT_SIZE + 10;
    if (inTable) header();
  };
  w.rule(w.y);
  header();
  for (const line of doc.lines)
    row(
      w,
      cols.map((c) => c.cell(line)),
      cols,
      {},
    );
  inTable = false;

  // Totals, right-aligned under the table.
  const totals: Array<[string, string]> = [['Taxable value', doc.taxable_value]];
  if (doc.supply === 'intra') totals.push(['CGST', doc.cgst], ['SGST', doc.sgst]);
  else totals.push(['IGST', doc.igst]);
  totals.push([`${noun} total`, doc.total]);
  const lead = TEXT_SIZE * 1.5;
  w.y -= 6;
  w.ensure(totals.length * lead);
  totals.forEach(([label, value], i) => {
    const style: TextStyle = { bold: i === totals.length - 1 };
    w.draw(label, right - 190, w.y - TEXT_SIZE, style);
    w.draw(money(value), right, w.y - TEXT_SIZE, { ...style, align: 'right' });
    w.y -= lead;
  });
  w.y -= 4;
  w.paragraph(`Amount in words: ${amountInWordsIndian(doc.total)}`, MARGIN, CONTENT_WIDTH, { bold: true });
  w.y -= 8;
  w.paragraph('Prices are inclusive of GST.', MARGIN, CONTENT_WIDTH);
  w.paragraph('Tax payable on reverse charge: No', MARGIN, CONTENT_WIDTH);

  // The signatory, bottom right: kept together on one page.
  w.y -= 12;
  w.ensure(50);
  w.draw(`For ${seller.legal_name}`, right, w.y - TEXT_SIZE, { bold: true, align: 'right' });
  w.draw('Authorised signatory', right, w.y - TEXT_SIZE - 36, { align: 'right' });
  w.y -= 50;

  // Footers, now that the number of pages is known.
  w.pages.forEach((page, i) => {
    w.page = page;
    w.draw(`${title} ${doc.number}`, MARGIN, MARGIN - 8, { size: 7.5 });
    w.draw(`Page ${i + 1} of ${w.pages.length}`, right, MARGIN - 8, { size: 7.5, align: 'right' });
  });
  return await pdf.save();
}
