import { ApiError } from "@/lib/errors/api-error";

// A MB as the File manager counts them (lib/storage/format-file-size.ts); multipart stays below storage.
const MB = 1024 * 1024;

/** The refusal for a file over the limit, the limit in whole MB where it is one (200 MB, not 200.00 MB). */
export function tooLargeMessage(maxBytes: number): string {
  const mb = Number((maxBytes / MB).toFixed(2));
  return `The file is larger than the ${mb >= 0.01 ? `${mb} MB` : `${maxBytes} bytes`} limit.`;
}

/** A file (or a form) over the upload limit: 413, as for any body too large for its route. */
export function fileTooLarge(maxBytes: number): ApiError {
  return new ApiError({ code: "payload_too_large", message: tooLargeMessage(maxBytes) });
}
