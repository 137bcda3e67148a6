/**
 * A copy of `s` that does not point into the chunk it was cut from. V8 represents substrings of 13+ characters as
 * views on their parent, so one kept cell would pin a whole 1 MB chunk of the file; tools that keep values across
 * the file (distinct values, sample rows) copy them with this. Shorter substrings are copies already.
 */
export function detachString(s: string): string {
  return s.length < 13 ? s : (" " + s).slice(1);
}
