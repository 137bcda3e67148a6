// Pure helpers on file keys, shared by the server and the File manager screen.

/** The file-name part of a key. */
export function baseName(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

/** The extension of a key, lower-cased, with its dot ("" when there is none). */
export function extensionOf(key: string): string {
  const name = baseName(key);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}
