// A manifest's document (the USPS SCAN form) as a real one-page PDF: the date, the account and every label's number.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { code39Bars } from "./barcode";
import type { ManifestRecord } from "./types";

export async function renderScanFormPdf(m: ManifestRecord): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText("USPS SCAN Form 5630 - Shipment Confirmation Acceptance Notice", {
    x: 40,
    y: 740,
    size: 14,
    font: bold,
  });
  page.drawText(`Manifest ${m.wire.object_id}`, { x: 40, y: 718, size: 10, font });
  page.drawText(`Shipment date ${m.wire.shipment_date.slice(0, 10)} - ${m.lines.length} package(s)`, {
    x: 40,
    y: 704,
    size: 10,
    font,
  });
  const { bars, totalUnits } = code39Bars(m.wire.object_id.slice(0, 12).toUpperCase());
  const unit = 320 / totalUnits;
  for (const [x, w] of bars) page.drawRectangle({ x: 40 + x * unit, y: 640, width: w * unit, height: 48 });
  m.lines.slice(0, 40).forEach((l, i) => {
    page.drawText(`${l.trackingNumber}   ${l.service}`.replace(/[^\x20-\x7e]/g, "?"), {
      x: 40,
      y: 610 - i * 14,
      size: 9,
      font,
    });
  });
  return Buffer.from(await doc.save());
}
