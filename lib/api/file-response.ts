/** A Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A generated file (or one another system made, an ERP PDF) as a download: streamed from its Blob, never turned into one big string. */
export function fileResponse(
  content: Blob,
  filename: string,
  contentType = content.type || "application/octet-stream",
): Response {
  return new Response(content.stream(), {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-length": String(content.size),
      "content-disposition": attachmentDisposition(filename),
      "cache-control": "private, no-store",
      // Said here as well as by next.config.ts: a file is never read as anything but its declared type.
      "x-content-type-options": "nosniff",
    },
  });
}
