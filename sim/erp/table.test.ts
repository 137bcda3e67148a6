import { describe, expect, it } from "vitest";
import { BaseTable, Table, initialUpdateKey, nextUpdateKey } from "./table";

type Row = { id: string; n: number };
const base = new BaseTable<Row>([
  { id: "a", n: 1 },
  { id: "B", n: 2 },
]);

describe("copy-on-write tables", () => {
  it("reads the shared base until written, and a write stays in its own table", () => {
    const one = new Table(() => base);
    const two = new Table(() => base);
    one.put({ id: "A", n: 10 });
    expect(one.get("a")).toEqual({ id: "A", n: 10 });
    expect(two.get("a")).toEqual({ id: "a", n: 1 });
    expect(base.byKey.get("A")).toEqual({ id: "a", n: 1 });
    expect([...one.values()].map((r) => r.n)).toEqual([10, 2]);
  });

  it("lists created records after the seeded ones and forgets everything on reset", () => {
    const t = new Table(() => base);
    t.put({ id: "c", n: 3 });
    expect(t.size).toBe(3);
    expect([...t.values()].map((r) => r.id)).toEqual(["a", "B", "c"]);
    t.reset();
    expect(t.size).toBe(2);
    expect(t.has("c")).toBe(false);
  });

  it("builds its base only when first used", () => {
    let built = 0;
    const t = new Table(() => {
      built++;
      return base;
    });
    expect(built).toBe(0);
    t.get("a");
    t.get("b");
    expect(built).toBe(1);
  });
});

describe("update keys", () => {
  it("are fixed per record and change on every write", () => {
    const k = initialUpdateKey("contact", "100001");
    expect(k).toBe(initialUpdateKey("contact", "100001"));
    expect(k).not.toBe(initialUpdateKey("contact", "100002"));
    const k2 = nextUpdateKey(k);
    expect(k2).not.toBe(k);
    expect(nextUpdateKey(k2)).not.toBe(k);
  });
});
