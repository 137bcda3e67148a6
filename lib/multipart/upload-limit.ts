import { MB } from "@/lib/storage/format-file-size";

/** The refusal for a file over the limit, the limit in whole MB where it is one (200 MB, not 200.00 MB). */
export function tooLargeMessage(maxBytes: number): string {
  const mb = Number((maxBytes / MB).toFixed(2));
  return `The file is larger than the ${mb >= 0.01 ? `${mb} MB` : `${maxBytes} bytes`} limit.`;
}
