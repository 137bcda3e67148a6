// The shipping label as a real PDF, drawn with pdf-lib: 4x6 inches (PDF_4x6), on a letter sheet (PDF), or another size.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { code39Bars } from "./barcode";
import type { AddressWire } from "./types";

export interface LabelInput {
  labelFileType: string;
  provider: string;
  serviceName: string;
  serviceToken: string;
  trackingNumber: string;
  from: AddressWire;
  to: AddressWire;
  billableLb: number;
  weight: string;
  massUnit: string;
  dims: string;
  zone: number;
  shipDate: Date;
  test: boolean;
  reference: string;
}

const INCH = 72;
/** Page sizes in points for the PDF label formats Shippo offers ("Shipping label sizes": PDF is 8.5x11 letter). */
export const PDF_SIZES: Record<string, [number, number]> = {
  PDF: [8.5 * INCH, 11 * INCH],
  PDF_4x6: [4 * INCH, 6 * INCH],
  PDF_4x8: [4 * INCH, 8 * INCH],
  "PDF_2.3x7.5": [2.3 * INCH, 7.5 * INCH],
  PDF_A4: [595.28, 841.89],
  PDF_A5: [419.53, 595.28],
  PDF_A6: [297.64, 419.53],
};

/** Standard fonts only encode WinAnsi; anything else would make pdf-lib throw. */
const clean = (s: string) => s.replace(/[^\x20-\x7e\u00ae]/g, "?");

function serviceMark(token: string): string {
  if (/overnight|next_day|express/.test(token)) return "1";
  if (/2_day|second_day/.test(token)) return "2";
  if (/3_day|saver/.test(token)) return "3";
  if (/priority/.test(token)) return "P";
  return "G";
}

function addressLines(a: AddressWire): string[] {
  return [
    a.name,
    a.company,
    [a.street1, a.street2].filter(Boolean).join(" "),
    `${a.city}${a.city ? ", " : ""}${a.state} ${a.zip}`.trim(),
    a.country !== "US" ? a.country : "",
  ].filter((l) => l && l.trim() !== "");
}

function text(page: PDFPage, s: string, x: number, y: number, size: number, font: PDFFont, maxWidth = 270): void {
  let t = clean(s);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > maxWidth) t = t.slice(0, -1);
  page.drawText(t, { x, y, size, font, color: rgb(0, 0, 0) });
}

function drawLabel(page: PDFPage, l: LabelInput, regular: PDFFont, bold: PDFFont): void {
  const W = 4 * INCH;
  const H = 6 * INCH;
  const black = rgb(0, 0, 0);
  page.drawRectangle({ x: 4, y: 4, width: W - 8, height: H - 8, borderColor: black, borderWidth: 1.5 });

  // Service band: the big letter sorters read first, then carrier and service.
  page.drawRectangle({ x: 4, y: H - 76, width: 72, height: 72, color: black });
  page.drawText(serviceMark(l.serviceToken), { x: 22, y: H - 62, size: 54, font: bold, color: rgb(1, 1, 1) });
  text(page, l.provider.toUpperCase(), 86, H - 32, 20, bold, 190);
  text(page, l.serviceName.toUpperCase(), 86, H - 54, 12, bold, 190);
  text(page, l.shipDate.toISOString().slice(0, 10), 86, H - 70, 9, regular, 190);
  page.drawLine({ start: { x: 4, y: H - 76 }, end: { x: W - 4, y: H - 76 }, thickness: 1.5, color: black });

  text(page, "FROM:", 12, 342, 7, bold);
  addressLines(l.from)
    .slice(0, 4)
    .forEach((line, i) => text(page, line, 12, 330 - i * 10, 8.5, regular));
  page.drawLine({ start: { x: 4, y: 290 }, end: { x: W - 4, y: 290 }, thickness: 1, color: black });

  text(page, "SHIP TO:", 12, 276, 8, bold);
  addressLines(l.to)
    .slice(0, 4)
    .forEach((line, i) => text(page, line, 24, 258 - i * 16, 13, bold, 250));
  page.drawLine({ start: { x: 4, y: 198 }, end: { x: W - 4, y: 198 }, thickness: 1.5, color: black });

  text(
    page,
    `WT: ${l.weight} ${l.massUnit} (billed ${l.billableLb} lb)   DIM: ${l.dims}   ZONE ${l.zone}`,
    12,
    184,
    7.5,
    regular,
  );
  text(page, `REF: ${l.reference}`, 12, 172, 7.5, regular);

  text(page, "TRACKING #", 12, 156, 8, bold);
  const { bars, totalUnits } = code39Bars(l.trackingNumber);
  const unit = (W - 40) / totalUnits;
  for (const [x, w] of bars) {
    page.drawRectangle({ x: 20 + x * unit, y: 74, width: w * unit, height: 72, color: black });
  }
  const grouped = l.trackingNumber.replace(/(.{4})(?=.)/g, "$1 ");
  const size = 12;
  text(page, grouped, (W - bold.widthOfTextAtSize(clean(grouped), size)) / 2, 54, size, bold);

  if (l.test) {
    text(page, "TEST LABEL - NOT VALID FOR SHIPPING", 40, 22, 9, bold);
  } else {
    text(page, "E54 Shippo stand-in", 100, 22, 7, regular);
  }
}

/** Sheets the 4x6 label is printed on as it is, in the top-left corner (Shippo's letter PDF: the label's half). */
const SHEETS = new Set(["PDF"]);

/** @returns the PDF bytes; a sheet holds the 4x6 label at its size, other page sizes the label scaled to fit. */
export async function renderLabelPdf(l: LabelInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${l.provider} label ${l.trackingNumber}`);
  doc.setProducer("E54 Shippo stand-in");
  doc.setCreationDate(l.shipDate);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([4 * INCH, 6 * INCH]);
  drawLabel(page, l, regular, bold);
  const [w, h] = PDF_SIZES[l.labelFileType] ?? PDF_SIZES.PDF_4x6;
  if (SHEETS.has(l.labelFileType)) {
    page.setSize(w, h);
    page.translateContent(0, h - 6 * INCH);
  } else if (w !== 4 * INCH || h !== 6 * INCH) {
    const f = Math.min(w / (4 * INCH), h / (6 * INCH));
    page.scaleContent(f, f);
    page.setSize(w, h);
    page.translateContent(0, h - 6 * INCH * f);
  }
  return Buffer.from(await doc.save());
}

/** Field data: `^` and `~` start ZPL commands, so an address holding one must not end its field. */
const zplText = (s: string) => clean(s).replace(/[\^~]/g, "?");

/** A ZPL II label for thermal printers, 4x6 in at 203 dpi (812 x 1218 dots), the other format warehouses ask for. */
export function renderLabelZpl(l: LabelInput): Buffer {
  const lines = addressLines(l.to).map((line, i) => `^FO40,${300 + i * 40}^A0N,34,34^FD${zplText(line)}^FS`);
  return Buffer.from(
    [
      "^XA",
      "^PW812",
      "^LL1218",
      "^CI0",
      `^FO30,30^A0N,60,60^FD${zplText(l.provider.toUpperCase())}^FS`,
      `^FO30,100^A0N,30,30^FD${zplText(l.serviceName)}^FS`,
      `^FO30,160^A0N,24,24^FD${zplText(addressLines(l.from).join(", "))}^FS`,
      ...lines,
      `^FO40,500^A0N,24,24^FDREF: ${zplText(l.reference)}^FS`,
      `^FO40,540^A0N,28,28^FDTRACKING #: ${zplText(l.trackingNumber)}^FS`,
      `^FO40,590^BY2,2.5^B3N,N,180,Y,N^FD${zplText(l.trackingNumber)}^FS`,
      l.test ? "^FO40,900^A0N,30,30^FDTEST LABEL - NOT VALID FOR SHIPPING^FS" : "",
      "^XZ",
    ]
      .filter(Boolean)
      .join("\n"),
  );
}
