/** A Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A generated file (or one another system made, an ERP PDF) as a download: streamed from its Blob, never turned into
 * one big string. `inline` (a PDF the browser opens in a tab to print) names the file without asking to save it.
 */
export function fileResponse(
  content: Blob,
  filename: string,
  contentType = content.type || "application/octet-stream",
  { inline = false }: { inline?: boolean } = {},
): Response {
  return new Response(content.stream(), {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-length": String(content.size),
      "content-disposition": attachmentDisposition(filename, inline ? "inline" : "attachment"),
      "cache-control": "private, no-store",
      // Said here as well as by next.config.ts: a file is never read as anything but its declared type.
      "x-content-type-options": "nosniff",
    },
  });
}
