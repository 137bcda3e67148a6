import { baseName } from "./key-names";
import type { FileEntry } from "./list-files";

/** Log files are kept but not shown (spec 3: keys that begin with log- are hidden), at the top or in a folder. */
export function isHiddenFile(key: string): boolean {
  return key.startsWith("log-") || baseName(key).startsWith("log-");
}

/** The File manager's rows: log files left out, newest first. */
export function visibleFiles(files: readonly FileEntry[]): FileEntry[] {
  return files
    .filter((f) => !isHiddenFile(f.key))
    .sort((a, b) => (b.lastModified ?? "").localeCompare(a.lastModified ?? "") || a.key.localeCompare(b.key));
}

/** The key a file gets when renamed to `newName` in the same folder. */
export function renamedKey(oldKey: string, newName: string): string {
  const slash = oldKey.lastIndexOf("/");
  return `${slash >= 0 ? oldKey.slice(0, slash + 1) : ""}${newName.trim()}`;
}
