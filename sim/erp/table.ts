// Copy-on-write record tables. The seeded base is built once per seed and shared by every environment
// (port) and every sim in the process; an environment only stores the records it was sent.
import { hash32 } from "./rng";

export type Id = string | number;

export const keyOf = (id: Id) => String(id).trim().toUpperCase();

/** Seeded records, immutable once built. */
export class BaseTable<T> {
  readonly byKey = new Map<string, T>();

  constructor(
    readonly order: readonly T[],
    readonly idOf: (r: T) => Id = (r) => (r as { id: Id }).id,
  ) {
    for (const r of order) this.byKey.set(keyOf(idOf(r)), r);
  }
}

export class Table<T> {
  private overlay = new Map<string, T>();
  private added: string[] = [];
  private resolved: BaseTable<T> | undefined;

  /** The base comes as a thunk so a seeded resource is only generated when first used. */
  constructor(private readonly baseOf: () => BaseTable<T>) {}

  private get base(): BaseTable<T> {
    return (this.resolved ??= this.baseOf());
  }

  get(id: Id): T | undefined {
    const k = keyOf(id);
    return this.overlay.get(k) ?? this.base.byKey.get(k);
  }

  has(id: Id): boolean {
    return this.get(id) !== undefined;
  }

  get size(): number {
    return this.base.order.length + this.added.length;
  }

  /** Every record, seeded order first, then records created since start. */
  *values(): IterableIterator<T> {
    if (this.overlay.size === 0) {
      yield* this.base.order;
      return;
    }
    for (const r of this.base.order) yield this.overlay.get(keyOf(this.base.idOf(r))) ?? r;
    for (const k of this.added) yield this.overlay.get(k)!;
  }

  /** Stores a new version of a record (records are never mutated in place: the base is shared). */
  put(record: T): T {
    const k = keyOf(this.base.idOf(record));
    if (!this.overlay.has(k) && !this.base.byKey.has(k)) this.added.push(k);
    this.overlay.set(k, record);
    return record;
  }

  reset() {
    this.overlay = new Map();
    this.added = [];
  }
}

/** Seeded update keys: opaque, fixed by the record id so two sims agree. */
export function initialUpdateKey(kind: string, id: Id): string {
  return `${hash32(`${kind}:${id}`).toString(36)}${hash32(`${id}:${kind}:k`).toString(36)}`.toUpperCase();
}

/** The key after a write; derived from the previous one so a replayed sequence of writes gives the same keys. */
export function nextUpdateKey(previous: string): string {
  return `${hash32(`${previous}:next`).toString(36)}${hash32(`next:${previous}`).toString(36)}`.toUpperCase();
}
