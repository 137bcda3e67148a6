/** Size units of the File manager (spec 3 section 9): 1024 bytes a KB, 1024 × 1024 a MB. */
export const KB = 1024;
export const MB = 1024 * 1024;

/** KB or MB with two decimals; above 1 MB it shows MB (spec 3, File manager). */
export function formatFileSize(bytes: number): string {
  return bytes > MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / KB).toFixed(2)} KB`;
}
