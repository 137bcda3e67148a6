/** `%fragment%` for ILIKE with the fragment's own %, _ and \ matched literally (CLARIFICATIONS 37: escaped). */
export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
