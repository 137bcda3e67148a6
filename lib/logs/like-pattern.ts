/** `text` for a LIKE pattern, its own %, _ and \ matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%fragment%` for ILIKE with the fragment's own %, _ and \ matched literally (CLARIFICATIONS 37: escaped). */
export function containsPattern(fragment: string): string {
  return `%${escapeLike(fragment)}%`;
}
