/**
 * Distinct values → ids in order of first appearance, looked up from a stretch of text (a cell inside a chunk of
 * the file) without making a string for it. An open-addressing table of ids over typed arrays, where a Map of a
 * million string keys took a string, a hash and a trim per row and a fifth of the time in garbage collection
 * (lib/csv/README.md). The values' characters sit in one pool in order of first appearance, so no value becomes a
 * string until someone asks for the strings (`strings()`; the duplicate finder never does). About 8 to 16 bytes a
 * value for the table, 4 for its place in the pool, and 2 a character.
 */
export class ValueIds {
  /** Pairs (hash, id + 1) side by side, so a probe reads one cache line; id + 1 is 0 in an empty slot. */
  private slots = new Int32Array(4096);
  private mask = 2047;
  /** The characters of every value, value after value; value `id` is chars[starts[id], starts[id + 1]). */
  private chars = new Uint16Array(1 << 16);
  private starts = new Int32Array(1025);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The id of text[start, end), or -1 when it is new (then `add` it with the same `hash`). */
  find(text: string, start: number, end: number, hash: number): number {
    const { slots, mask, chars, starts } = this;
    const length = end - start;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const slot = slots[2 * at + 1];
      if (slot === 0) return -1;
      if (slots[2 * at] !== hash) continue;
      const from = starts[slot - 1];
      if (starts[slot] - from !== length) continue;
      let k = 0;
      while (k < length && chars[from + k] === text.charCodeAt(start + k)) k++;
      if (k === length) return slot - 1;
    }
  }

  /**
   * Reads the slots (and the pooled characters they point at) where `find` will look for these hashes, and nothing
   * more: in loops this short, the reads of many values wait for memory together, where inside `find`, behind its
   * branches, they wait one after another. Returns a number only so that the reads are not left out.
   */
  touch(hashes: Int32Array, n: number): number {
    const { slots, mask, chars, starts } = this;
    let sum = 0;
    for (let k = 0; k < n; k++) sum += slots[2 * (hashes[k] & mask) + 1];
    for (let k = 0; k < n; k++) {
      const slot = slots[2 * (hashes[k] & mask) + 1];
      if (slot !== 0) sum += chars[starts[slot - 1]];
    }
    return sum;
  }

  /** Adds text[start, end), which `find` did not know; returns its id. */
  add(text: string, start: number, end: number, hash: number): number {
    const id = this.count++;
    const from = this.starts[id];
    const length = end - start;
    if (from + length > this.chars.length) this.chars = grown(this.chars, from + length, from);
    if (id + 2 > this.starts.length) this.starts = grown(this.starts, id + 2, id + 1);
    const { chars } = this;
    for (let k = 0; k < length; k++) chars[from + k] = text.charCodeAt(start + k);
    this.starts[id + 1] = from + length;
    if (this.count * 2 > this.mask + 1) this.grow();
    this.put(hash, id + 1);
    return id;
  }

  /** How many characters value `id` has. */
  lengthOf(id: number): number {
    return this.starts[id + 1] - this.starts[id];
  }

  /** Value `id` as bytes at `at` when every character is printable ASCII (returns the index after them), else -1. */
  writeAscii(id: number, out: Uint8Array, at: number): number {
    const { chars } = this;
    const from = this.starts[id];
    const to = this.starts[id + 1];
    for (let i = from; i < to; i++) {
      const c = chars[i];
      if (c < 0x20 || c > 0x7e) return -1;
      out[at + i - from] = c;
    }
    return at + to - from;
  }

  /** One value as a string. */
  value(id: number): string {
    return String.fromCharCode(...this.chars.subarray(this.starts[id], this.starts[id + 1]));
  }

  /** The values as strings, by id: made once, from the pool in one decoding. */
  strings(): string[] {
    const { starts } = this;
    const pool = this.chars.subarray(0, starts[this.count]);
    const values = new Array<string>(this.count);
    const text = decodeUnits(pool);
    for (let id = 0; id < this.count; id++)
      values[id] =
        text === null
          ? String.fromCharCode(...pool.subarray(starts[id], starts[id + 1]))
          : text.slice(starts[id], starts[id + 1]);
    return values;
  }

  private put(hash: number, slot: number): void {
    const { slots, mask } = this;
    let at = hash & mask;
    while (slots[2 * at + 1] !== 0) at = (at + 1) & mask;
    slots[2 * at] = hash;
    slots[2 * at + 1] = slot;
  }

  /** Four times as many slots: every slot is written again at each growth, so fewer growths cost fewer writes. */
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 4);
    this.mask = old.length * 2 - 1;
    for (let k = 0; k < old.length; k += 2) if (old[k + 1] !== 0) this.put(old[k], old[k + 1]);
  }
}

/**
 * UTF-16 code units as one string, each in its place; null when one is a surrogate without its pair, which a decoder
 * would replace (decoded text never holds one, so then each value is made on its own).
 */
function decodeUnits(units: Uint16Array): string | null {
  try {
    return new TextDecoder("utf-16le", { fatal: true }).decode(units);
  } catch {
    return null;
  }
}

/** A copy of `a`'s first `used` items in an array at least `need` long (doubling, so adding stays linear). */
function grown<T extends Uint16Array | Int32Array>(a: T, need: number, used: number): T {
  const next = new (a.constructor as new (n: number) => T)(Math.max(a.length * 2, need));
  next.set(a.subarray(0, used));
  return next;
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

/** Where text[start, end) starts once trimmed as String.prototype.trim trims. */
export function trimmedStart(text: string, start: number, end: number): number {
  while (start < end && isTrimmed(text.charCodeAt(start))) start++;
  return start;
}

/** Where text[start, end) ends once trimmed as String.prototype.trim trims. */
export function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && isTrimmed(text.charCodeAt(end - 1))) end--;
  return end;
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
