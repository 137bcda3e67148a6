// A printed invoice for one generation of a sales order, drawn with pdf-lib: letterhead, bill-to and
// ship-to, header fields, the lines (paged), totals and balance due.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Customer, Generation, SalesOrder } from "../data/types";

export type InvoiceParties = {
  seller: Customer | undefined;
  billTo: Customer | undefined;
  shipTo: Customer | undefined;
};

const PAGE: [number, number] = [612, 792];
const MARGIN = 40;
const ROW = 12;
/** Rows of lines that fit under the header on page 1 and under the letterhead on later pages. */
const FIRST_PAGE_ROWS = 34;
const PAGE_ROWS = 52;
/** Rows the totals block needs at the foot of the last page. */
const TOTALS_ROWS = 10;
const GREY = rgb(0.4, 0.4, 0.4);

const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const unit = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** pdf-lib's standard fonts are WinAnsi: keep to printable ASCII. */
const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let t = ascii(text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -1);
  return t;
}

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont };

function text(
  pen: Pen,
  s: string,
  x: number,
  y: number,
  size = 9,
  opts: { bold?: boolean; right?: boolean; width?: number; color?: ReturnType<typeof rgb> } = {},
) {
  const font = opts.bold ? pen.bold : pen.font;
  const t = opts.width ? fit(s, font, size, opts.width) : ascii(s);
  const dx = opts.right ? -font.widthOfTextAtSize(t, size) : 0;
  pen.page.drawText(t, { x: x + dx, y, size, font, color: opts.color });
}

function addressBlock(pen: Pen, title: string, c: { name: string; lines: string[] }, x: number, y: number) {
  text(pen, title, x, y, 8, { bold: true, color: GREY });
  text(pen, c.name, x, y - 13, 10, { bold: true, width: 250 });
  c.lines.filter(Boolean).forEach((l, i) => text(pen, l, x, y - 26 - i * 11, 9, { width: 250 }));
}

function letterhead(pen: Pen, seller: Customer | undefined, gen: Generation, pageNo: number, pages: number) {
  const top = PAGE[1] - MARGIN;
  text(pen, seller?.name ?? "BRANCH " + gen.shipBranch, MARGIN, top - 4, 14, { bold: true, width: 330 });
  if (seller) {
    text(pen, `${seller.addressLine1}  ${seller.city}, ${seller.state} ${seller.postalCode}`, MARGIN, top - 20, 9);
    text(pen, `Phone ${seller.phones[0]?.number ?? ""}   ${seller.emails[0]?.address ?? ""}`, MARGIN, top - 32, 9);
  }
  text(pen, "INVOICE", PAGE[0] - MARGIN, top - 4, 18, { bold: true, right: true });
  text(pen, gen.fullInvoiceID, PAGE[0] - MARGIN, top - 22, 11, { bold: true, right: true });
  text(pen, `Page ${pageNo} of ${pages}`, PAGE[0] - MARGIN, top - 36, 8, { right: true, color: GREY });
}

function header(pen: Pen, order: SalesOrder, gen: Generation, parties: InvoiceParties): number {
  let y = PAGE[1] - MARGIN - 70;
  const b = parties.billTo;
  addressBlock(
    pen,
    "BILL TO",
    {
      name: gen.billToName,
      lines: b
        ? [`${b.addressLine1} ${b.addressLine2}`.trim(), `${b.city}, ${b.state} ${b.postalCode}`, `Account ${b.id}`]
        : [`Account ${gen.billToId}`],
    },
    MARGIN,
    y,
  );
  addressBlock(
    pen,
    "SHIP TO",
    {
      name: gen.shipToName,
      lines: [
        gen.shippingAddressLine1,
        gen.shippingAddressLine2,
        `${gen.shippingCity}, ${gen.shippingState} ${gen.postalCode}`,
        `Ship-to ${gen.shipToId}`,
      ],
    },
    330,
    y,
  );
  y -= 85;
  const fields: [string, string][] = [
    ["Order", order.id],
    ["Invoice date", gen.invoiceDate || "-"],
    ["Ship date", gen.shipDate],
    ["Customer PO", gen.poNumber || "-"],
    ["Terms", gen.termsCode],
    ["Ship via", gen.shipVia],
    ["Branch", gen.shipBranch],
    ["Writer", gen.writer],
  ];
  const colW = (PAGE[0] - 2 * MARGIN) / 4;
  pen.page.drawRectangle({
    x: MARGIN,
    y: y - 30,
    width: PAGE[0] - 2 * MARGIN,
    height: 40,
    borderColor: GREY,
    borderWidth: 0.5,
  });
  fields.forEach(([k, v], i) => {
    const x = MARGIN + 6 + (i % 4) * colW;
    const row = Math.floor(i / 4);
    text(pen, `${k}: `, x, y - row * 16, 8, { bold: true, color: GREY });
    text(pen, v, x + pen.bold.widthOfTextAtSize(`${k}: `, 8), y - row * 16, 8, { width: colW - 50 });
  });
  if (gen.shippingInstructions)
    text(pen, `Instructions: ${gen.shippingInstructions}`, MARGIN, y - 44, 8, { width: PAGE[0] - 2 * MARGIN });
  return y - 62;
}

const COLS = {
  line: MARGIN,
  product: MARGIN + 24,
  desc: MARGIN + 80,
  qty: 400,
  um: 428,
  price: 490,
  ext: PAGE[0] - MARGIN,
};

function tableHead(pen: Pen, y: number): number {
  text(pen, "LN", COLS.line, y, 8, { bold: true });
  text(pen, "PRODUCT", COLS.product, y, 8, { bold: true });
  text(pen, "DESCRIPTION", COLS.desc, y, 8, { bold: true });
  text(pen, "QTY", COLS.qty, y, 8, { bold: true, right: true });
  text(pen, "UM", COLS.um, y, 8, { bold: true });
  text(pen, "UNIT PRICE", COLS.price, y, 8, { bold: true, right: true });
  text(pen, "EXTENSION", COLS.ext, y, 8, { bold: true, right: true });
  pen.page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: PAGE[0] - MARGIN, y: y - 4 },
    thickness: 0.5,
    color: GREY,
  });
  return y - 16;
}

export async function renderInvoicePdf(
  order: SalesOrder,
  gen: Generation,
  parties: InvoiceParties,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed dates keep the bytes identical for the same invoice (deterministic sims compare them).
  const printed = new Date(`${gen.invoiceDate || gen.shipDate}T12:00:00Z`);
  doc.setTitle(`Invoice ${gen.fullInvoiceID}`);
  doc.setAuthor(parties.seller?.name ?? "E54 ERP");
  doc.setSubject(`Invoice ${gen.fullInvoiceID} for ${gen.billToName}`);
  doc.setCreator("E54 ERP stand-in");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(printed);
  doc.setModificationDate(printed);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  // Rows are laid out first (a line with comments takes two) so pages and "Page x of y" come out right.
  const rows = gen.lineItems.flatMap((l) =>
    l.lineItemProduct.comments
      ? [
          { l, comment: false },
          { l, comment: true },
        ]
      : [{ l, comment: false }],
  );
  const pagesOfRows: (typeof rows)[] = [];
  for (let i = 0; i < rows.length || pagesOfRows.length === 0;) {
    const cap = pagesOfRows.length === 0 ? FIRST_PAGE_ROWS : PAGE_ROWS;
    pagesOfRows.push(rows.slice(i, i + cap));
    i += cap;
  }
  const lastCap = pagesOfRows.length === 1 ? FIRST_PAGE_ROWS : PAGE_ROWS;
  if (pagesOfRows[pagesOfRows.length - 1].length > lastCap - TOTALS_ROWS) pagesOfRows.push([]);
  const pages = pagesOfRows.length;

  let pen: Pen = { page: doc.addPage(PAGE), font, bold };
  letterhead(pen, parties.seller, gen, 1, pages);
  let y = tableHead(pen, header(pen, order, gen, parties));
  pagesOfRows.forEach((pageRows, i) => {
    if (i > 0) {
      pen = { page: doc.addPage(PAGE), font, bold };
      letterhead(pen, parties.seller, gen, i + 1, pages);
      y = tableHead(pen, PAGE[1] - MARGIN - 60);
    }
    for (const { l, comment } of pageRows) {
      const p = l.lineItemProduct;
      if (comment) {
        text(pen, p.comments, COLS.desc, y, 7, { width: COLS.ext - COLS.desc, color: GREY });
      } else {
        text(pen, String(l.lineItemId), COLS.line, y, 8);
        text(pen, String(p.productId), COLS.product, y, 8);
        text(pen, p.description, COLS.desc, y, 8, { width: COLS.qty - COLS.desc - 30 });
        text(pen, String(p.quantity), COLS.qty, y, 8, { right: true });
        text(pen, p.um.toUpperCase(), COLS.um, y, 8);
        text(pen, unit(p.unitPrice), COLS.price, y, 8, { right: true });
        text(pen, money(p.extendedPrice), COLS.ext, y, 8, { right: true });
      }
      y -= ROW;
    }
  });

  y -= 10;
  pen.page.drawLine({
    start: { x: 360, y: y + 6 },
    end: { x: PAGE[0] - MARGIN, y: y + 6 },
    thickness: 0.5,
    color: GREY,
  });
  const totals: [string, number, boolean][] = [
    ["Subtotal", gen.priceTotal.value, false],
    ["Freight", gen.freightTotal.value, false],
    ["Sales tax", gen.taxTotal.value, false],
    ["Invoice total", gen.salesTotal.value, true],
    ["Payments", gen.paymentsTotal.value, false],
    ["BALANCE DUE", gen.balanceDue.value, true],
  ];
  for (const [label, value, strong] of totals) {
    text(pen, label, 380, y - 6, 9, { bold: strong });
    text(pen, `$${money(value)}`, PAGE[0] - MARGIN, y - 6, 9, { bold: strong, right: true });
    y -= 14;
  }
  text(pen, `Terms ${gen.termsCode}. Thank you for your business.`, MARGIN, MARGIN, 8, { color: GREY });
  return doc.save({ useObjectStreams: false });
}
