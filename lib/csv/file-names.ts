/** Date part of export names, YYYY-MM-DD in the runner's local time (the user's, when run in the browser). */
export function fileDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A user-typed output name made safe for a download header and a storage key: path separators and characters
 * Windows refuses become "_", and a typed extension equal to the one we add is dropped (no "x.csv.csv").
 */
export function outputFileName(name: string, extension: string): string {
  const ext = extension.startsWith(".") ? extension : `.${extension}`;
  let base = name.trim();
  if (base.toLowerCase().endsWith(ext.toLowerCase())) base = base.slice(0, -ext.length);
  base = safeFileNamePart(base).trim();
  return `${base || "output"}${ext}`;
}

/** Path separators, control characters and the characters Windows refuses in a file name, each replaced by "_". */
export function safeFileNamePart(text: string): string {
  return text.replace(/[\u0000-\u001f<>:"/\\|?*]/g, "_");
}
