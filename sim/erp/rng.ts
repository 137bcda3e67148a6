// Seeded randomness. The sim never calls Math.random so two sims with the same seed serve identical data.

/** FNV-1a over a string: stable 32-bit hash used to derive sub-seeds and per-pair prices. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by its inputs; for values computed on demand (prices per customer and product). */
export function unitHash(...parts: (string | number)[]): number {
  return hash32(parts.join("\u0001")) / 0x100000000;
}

export class Rng {
  private state: number;

  constructor(seed: number, stream = "") {
    this.state = (hash32(`${seed}:${stream}`) ^ 0x9e3779b9) >>> 0;
  }

  /** mulberry32: tiny, fast and good enough for demo data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks with weights given as [item, weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of pairs) {
      r -= w;
      if (r < 0) return item;
    }
    return pairs[pairs.length - 1][0];
  }

  /** n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    for (let i = 0; i < n && copy.length > 0; i++) {
      const j = Math.floor(this.next() * copy.length);
      out.push(copy[j]);
      copy[j] = copy[copy.length - 1];
      copy.pop();
    }
    return out;
  }

  digits(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
