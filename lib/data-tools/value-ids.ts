/**
 * Distinct values → ids in order of first appearance, looked up from a stretch of text (a cell inside a chunk of
 * the file) without making a string for it: only a value seen for the first time becomes one. An open-addressing
 * table of ids over typed arrays, where a Map of a million string keys took a string, a hash and a trim per row
 * and a fifth of the time in garbage collection (lib/csv/README.md). About 16 to 32 bytes a value besides its string.
 */
export class ValueIds {
  /** The values, by id. */
  readonly values: string[] = [];
  /** Pairs (hash, id + 1) side by side, so a probe reads one cache line; id + 1 is 0 in an empty slot. */
  private slots = new Int32Array(4096);
  private mask = 2047;

  get size(): number {
    return this.values.length;
  }

  /** The id of text[start, end), or -1 when it is new (then `add` it with the same `hash`). */
  find(text: string, start: number, end: number, hash: number): number {
    const { slots, mask, values } = this;
    const length = end - start;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const slot = slots[2 * at + 1];
      if (slot === 0) return -1;
      if (slots[2 * at] !== hash) continue;
      const value = values[slot - 1];
      if (value.length !== length) continue;
      let k = 0;
      while (k < length && value.charCodeAt(k) === text.charCodeAt(start + k)) k++;
      if (k === length) return slot - 1;
    }
  }

  /** Adds a value `find` did not know; returns its id. `value` should not be a slice that pins a whole chunk. */
  add(value: string, hash: number): number {
    const id = this.values.length;
    this.values.push(value);
    if ((id + 1) * 2 > this.mask + 1) this.grow();
    this.put(hash, id + 1);
    return id;
  }

  private put(hash: number, slot: number): void {
    const { slots, mask } = this;
    let at = hash & mask;
    while (slots[2 * at + 1] !== 0) at = (at + 1) & mask;
    slots[2 * at] = hash;
    slots[2 * at + 1] = slot;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = old.length - 1;
    for (let k = 0; k < old.length; k += 2) if (old[k + 1] !== 0) this.put(old[k], old[k + 1]);
  }
}

/** FNV-1a over the UTF-16 code units of text[start, end), mixed (murmur3's finaliser) so low bits spread. */
export function hashText(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Whether String.prototype.trim removes this code unit: ECMAScript's WhiteSpace (tab, VT, FF, space, NBSP, BOM and
 * Unicode's Zs) and LineTerminator (LF, CR, LS, PS). Trimming by bounds must give exactly what `.trim()` gives.
 */
export function isTrimmed(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
