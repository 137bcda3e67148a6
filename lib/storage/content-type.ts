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
