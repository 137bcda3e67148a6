// Helpers of the files and CSV tools end-to-end tests: downloads read back, slow uploads, big generated files.
import { createWriteStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Download, Page } from "@playwright/test";

/** Clicks, waits for the download it starts, and answers its file name and text. */
export async function downloadOf(page: Page, click: () => Promise<unknown>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), text: await textOf(download) };
}

async function textOf(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, "utf8");
}

/** Slows the browser's uploads (Chromium's network emulation), so a progress bar can be seen moving. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

/**
 * A sales CSV of about `megabytes` MB in the temporary folder (made once per run): 11 columns, SKUs that repeat, some
 * quoted values with commas.
 */
export async function bigSalesCsv(megabytes: number): Promise<string> {
  const file = path.join(tmpdir(), `e54-e2e-sales-${megabytes}mb.csv`);
  const existing = await stat(file).catch(() => null);
  if (existing && existing.size >= megabytes * 1024 * 1024) return file;
  const out = createWriteStream(file);
  out.write("Invoice#,Line,ProductSKU,Description,Customer,Quantity,UnitPrice,InvoiceDate,Branch,PONumber,ShipVia\n");
  let written = 0;
  let i = 0;
  while (written < megabytes * 1024 * 1024) {
    const lines: string[] = [];
    for (let k = 0; k < 10_000; k++, i++) {
      const sku = `${i % 3 === 0 ? "AS" : "KO"}-${(i * 7919) % 150_000}`;
      const desc = i % 10 === 0 ? `"PIPE, COPPER ${i % 97}"` : `VALVE BRASS ${i % 89}`;
      lines.push(
        `S${String(1_000_000 + (i >> 2)).padStart(8, "0")}.001,${i % 4},${sku},${desc},C${i % 5000},${(i % 20) + 1},$${(i % 500) + 0.99},2026-10-${String((i % 28) + 1).padStart(2, "0")},TNNA,PO-${i},UPS GROUND`,
      );
    }
    const chunk = lines.join("\n") + "\n";
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return file;
}

/**
 * How the page's main thread fared while `work` ran: the longest task it ran (Long Tasks API: work we put on it)
 * and the longest gap between animation frames (which also grows when a loaded machine starves the browser).
 */
export async function mainThreadDuring(
  page: Page,
  work: () => Promise<unknown>,
): Promise<{ longestTask: number; longestFrameGap: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __probe: { gap: number; task: number; stop: boolean } };
    w.__probe = { gap: 0, task: 0, stop: false };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__probe.task = Math.max(w.__probe.task, e.duration);
    }).observe({ type: "longtask" });
    let last = performance.now();
    const tick = (now: number) => {
      w.__probe.gap = Math.max(w.__probe.gap, now - last);
      last = now;
      if (!w.__probe.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await work();
  return page.evaluate(() => {
    const w = window as unknown as { __probe: { gap: number; task: number; stop: boolean } };
    w.__probe.stop = true;
    return { longestTask: w.__probe.task, longestFrameGap: w.__probe.gap };
  });
}

/** A CONV inventory export of about `megabytes` MB (8 report lines, names on line 9, latin1) and its key range. */
/**
 * A CONV inventory report of about `megabytes` MB whose rows are as wide as a real report's (about 130 bytes), so
 * 100 MB stays under the comparison's 1,000,000-row bound (MAX_CONV_ROWS).
 */
export async function bigConvInventory(megabytes: number): Promise<string> {
  const file = path.join(tmpdir(), `e54-e2e-conv-wide-${megabytes}mb.csv`);
  const existing = await stat(file).catch(() => null);
  if (existing && existing.size >= megabytes * 1024 * 1024) return file;
  const out = createWriteStream(file);
  out.write(
    [
      "INVENTORY BALANCE REPORT",
      "Branch: ALL",
      "",
      "Run by: E2E",
      "",
      "Page 1",
      "",
      "-----",
      "ECL_PN,ESC.PN,ESE.PN,ESW.PN,DESCRIPTION,OH-TOTAL,OH-AVAIL,COST",
    ].join("\r\n") + "\r\n",
  );
  let written = 0;
  let i = 0;
  while (written < megabytes * 1024 * 1024) {
    const lines: string[] = [];
    for (let k = 0; k < 10_000; k++, i++)
      lines.push(
        `CV${i},${100000 + i},E${i},W${i},PIPE COPPER TYPE L HARD DRAWN 20 FT LENGTH SIZE ${i % 97} PER STICK - STOCKED AT ALL BRANCHES,${i % 500},${i % 500},${(i % 90) + 0.5}`,
      );
    const chunk = lines.join("\r\n") + "\r\n";
    written += chunk.length;
    if (!out.write(Buffer.from(chunk, "latin1"))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return file;
}
