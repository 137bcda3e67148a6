// Files Shippo hosts for the caller: label downloads, carrier logos, and a public tracking page.
import { Reply, html, notFound, route, type Route } from "../http";
import { renderLabelPdf, renderLabelZpl } from "../label-pdf";
import { providerLogo } from "../provider-logos";
import { renderScanFormPdf } from "../scan-form-pdf";
import type { ShippoState } from "../state";
import { findTrack } from "./tracks";

export interface PublicCtx {
  state: ShippoState;
  url: URL;
  origin: string;
  body: Record<string, unknown>;
}

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const fileRoutes: Route<PublicCtx>[] = [
  route("GET", "/labels/:file", async (ctx, p) => {
    const m = /^([0-9a-f]{32})\.(pdf|zpl)$/.exec(p.file);
    const record = m ? ctx.state.transactions.get(m[1]) : undefined;
    if (!m || !record?.label || record.label.kind !== m[2]) throw notFound();
    const label = record.label;
    label.bytes ??= label.kind === "pdf" ? await renderLabelPdf(label.input) : renderLabelZpl(label.input);
    return new Reply(200, label.bytes, label.kind === "pdf" ? "application/pdf" : "text/plain; charset=utf-8", {
      "content-disposition": `inline; filename="${record.wire.tracking_number || m[1]}.${m[2]}"`,
      "cache-control": "private, max-age=3600",
    });
  }),
  route("GET", "/manifest-documents/:file", async (ctx, p) => {
    const m = /^([0-9a-f]{32})\.pdf$/.exec(p.file);
    const record = m ? ctx.state.manifests.get(m[1]) : undefined;
    if (!record || record.wire.status !== "SUCCESS") throw notFound();
    return new Reply(200, await renderScanFormPdf(record), "application/pdf", {
      "content-disposition": `inline; filename="scan-form-${record.wire.shipment_date.slice(0, 10)}.pdf"`,
    });
  }),
  route("GET", "/images/providers/:file", (_ctx, p) => {
    const m = /^([a-z_]+)_(75|200)\.png$/.exec(p.file);
    const png = m ? providerLogo(m[1], Number(m[2]) as 75 | 200) : undefined;
    if (!png) throw notFound();
    return new Reply(200, png, "image/png", { "cache-control": "public, max-age=86400" });
  }),
  route("GET", "/track/:carrier/:number", (ctx, p) => {
    const t = findTrack(ctx.state, p.carrier, p.number);
    const rows = (t?.events ?? [])
      .slice()
      .reverse()
      .map(
        (e) =>
          `<tr><td>${esc(e.status_date)}</td><td>${esc(e.status)}</td><td>${esc(e.status_details)}</td><td>${esc(
            e.location ? `${e.location.city}, ${e.location.state} ${e.location.zip}` : "",
          )}</td></tr>`,
      )
      .join("");
    return html(`<!doctype html><html><head><meta charset="utf-8"><title>Tracking ${esc(p.number)}</title></head>
<body style="font-family:sans-serif;max-width:48rem;margin:2rem auto">
<h1>${esc(t?.provider ?? p.carrier.toUpperCase())} tracking</h1>
<p>Tracking number <strong>${esc(p.number)}</strong>${t?.eta ? ` &middot; expected ${esc(t.eta.slice(0, 10))}` : ""}</p>
${rows ? `<table border="1" cellpadding="6" cellspacing="0"><tr><th>Date</th><th>Status</th><th>Details</th><th>Location</th></tr>${rows}</table>` : "<p>No tracking information yet.</p>"}
</body></html>`);
  }),
];
