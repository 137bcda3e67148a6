import { ApiError } from "@/lib/errors/api-error";
import { isReservedKey, reservedFolderRefusal } from "./reserved-folders";

export { baseName, extensionOf } from "./key-names";

/** Where uploads land inside a company's folder; the Price Comparison reads its cross-references from here too. */
export const UPLOADS_FOLDER = "data/uploads";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KEY_BYTES = 900;

function invalid(message: string): ApiError {
  return new ApiError({ code: "bad_request", message });
}

/**
 * Checks a key a caller sent and returns it as a path inside the caller's company folder. Keys are relative to
 * that folder (`data/uploads/x.csv`); whatever is sent, the result can only name an object under `{companyId}/`:
 * absolute keys, backslashes, `.` or `..` parts, empty parts and control characters are refused, and a key that
 * starts with another company's id is refused as such (one that starts with the caller's own id is accepted).
 */
export function companyRelativeKey(key: unknown, companyId: string): string {
  if (typeof key !== "string" || key.length === 0) throw invalid("A file key is required.");
  if (key.startsWith("/")) throw invalid("A file key cannot start with /: keys are relative to your company's folder.");
  if (key.includes("\\")) throw invalid("A file key cannot contain \\.");
  if (/[\u0000-\u001f\u007f]/.test(key)) throw invalid("A file key cannot contain control characters.");
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw invalid("The file key is too long.");
  let parts = key.split("/");
  if (UUID.test(parts[0])) {
    if (parts[0].toLowerCase() !== companyId.toLowerCase()) {
      throw new ApiError({ code: "forbidden", message: "You cannot access another company's files." });
    }
    parts = parts.slice(1);
  }
  if (parts.length === 0 || parts.some((p) => p === "" || p === "." || p === "..")) {
    throw invalid("A file key cannot have empty, '.' or '..' parts.");
  }
  return parts.join("/");
}

/** A key the File manager's routes may act on: a company-relative key outside the portal's own folders (403 inside). */
export function fileManagerKey(key: unknown, companyId: string): string {
  const relative = companyRelativeKey(key, companyId);
  if (isReservedKey(relative)) throw reservedFolderRefusal();
  return relative;
}

/** The object's key in the bucket. */
export function objectKey(companyId: string, relativeKey: string): string {
  return `${companyId}/${relativeKey}`;
}

/** The prefix every object of one company lives under. */
export function companyPrefix(companyId: string): string {
  return `${companyId}/`;
}
