import { extensionOf } from "./company-key";

const TYPES: Record<string, string> = {
  ".csv": "text/csv",
  ".txt": "text/plain",
  ".pdf": "application/pdf",
};

/** The Content-Type a stored file is served with, by its extension. */
export function contentTypeFor(key: string): string {
  return TYPES[extensionOf(key)] ?? "application/octet-stream";
}

/** A Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
