// Sample files the demo places in company EDS's storage, next to the ERP stand-in's cross-reference files: a
// CONV and an EDS inventory export in the File Comparison format, and a month of Kohler sales for the feed.

const INVENTORY_PREAMBLE = [
  "INVENTORY BALANCE REPORT",
  "Branch: ALL",
  "",
  "Run by: JSMITH",
  "",
  "Page 1",
  "",
  "--------",
];
const ITEMS = [
  'PIPE 1/2" COPPER',
  "BALL VALVE\u0099 BRASS",
  "ELBOW 90\u00b0 PVC",
  "TEE \u0096 PVC 3/4",
  "FLANGE 3/4",
  "GASKET KIT",
  'COUPLING 1"',
];

function latin1(lines: string[]): Buffer {
  // windows-1252 bytes, as the ERP writes them: \u0099 is ™ and \u0096 is – in that code page.
  return Buffer.from(lines.join("\r\n") + "\r\n", "latin1");
}

const quoted = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

/** 60 parts; 48 join (ESC.PN = EDS ECL_PN); of those, six on-hand totals differ, one by text (N/A) and one blank. */
export function sampleInventoryFiles(): { conv: Buffer; eds: Buffer } {
  const conv = [...INVENTORY_PREAMBLE, "ECL_PN,ESC.PN,ESE.PN,ESW.PN,DESCRIPTION,OH-TOTAL,OH-AVAIL,COST"];
  const eds = [...INVENTORY_PREAMBLE, "ECL_PN,DESCRIPTION,OH-TOTAL,OH-AVAIL,COST,BIN"];
  const differing: Record<number, string> = { 3: "12", 9: "0", 17: "7.5", 22: "N/A", 31: "", 40: "250" };
  for (let i = 0; i < 60; i++) {
    const part = `1${String(20000 + i * 7)}`;
    const desc = quoted(ITEMS[i % ITEMS.length]);
    const total = String((i * 37) % 200);
    const cost = (((i * 13.7) % 90) + 1).toFixed(2);
    conv.push([`CV${1000 + i}`, i < 48 ? part : "", `E${part}`, `W${part}`, desc, total, total, cost].join(","));
    const edsPart = i < 48 ? part : `9${part}`;
    const edsTotal = i in differing ? differing[i] : total;
    eds.push([edsPart, desc, edsTotal, edsTotal, cost, `A-${i % 12}`].join(","));
  }
  return { conv: latin1(conv), eds: latin1(eds) };
}

/** A month of sales lines with a title line first, repeated invoice + SKU lines to merge, AS and non-AS SKUs. */
export function sampleSalesFile(): Buffer {
  const lines = ["Kohler monthly sales export,,,,,", "Invoice#,ProductSKU,Description,Quantity,InvoiceDate,Branch"];
  const skus = ["AS-2034", "AS-3100", "K-596-VS", "K-3999-0", "AS-1100", "K-99259"];
  for (let i = 0; i < 40; i++) {
    const invoice = `S${String(4100 + Math.floor(i / 3)).padStart(6, "0")}.001`;
    const sku = skus[Math.floor(i / 2) % skus.length];
    lines.push(
      [
        invoice,
        sku,
        quoted(`Item ${sku}, white`),
        String((i % 4) + 1),
        `10/${String((i % 28) + 1).padStart(2, "0")}/2026`,
        "TNNA",
      ].join(","),
    );
  }
  return Buffer.from(lines.join("\r\n") + "\r\n", "utf8");
}
