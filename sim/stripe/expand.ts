// `expand[]`: replaces ids with the objects they name, following dotted paths through lists (`data.product`).
import { invalid } from "./http";

type Resolver = (id: string) => unknown;

function walk(node: unknown, path: string[], full: string, resolve: Resolver): unknown {
  if (path.length === 0 || node === null || node === undefined) return node;
  if (Array.isArray(node)) return node.map((n) => walk(n, path, full, resolve));
  if (typeof node !== "object") throw invalid(`This property cannot be expanded (${full}).`, "expand");
  const obj = node as Record<string, unknown>;
  const [head, ...rest] = path;
  if (!(head in obj)) throw invalid(`This property cannot be expanded (${full}).`, "expand");
  let value = obj[head];
  if (typeof value === "string") {
    const found = resolve(value);
    if (found === undefined) throw invalid(`This property cannot be expanded (${full}).`, "expand");
    value = structuredClone(found);
  }
  return { ...obj, [head]: walk(value, rest, full, resolve) };
}

export function expand<T>(obj: T, paths: string[], resolve: Resolver): T {
  let out: unknown = obj;
  for (const p of paths) {
    const parts = p.split(".");
    if (parts.length > 4) throw invalid(`You cannot expand more than 4 levels of a property. Property: ${p}`, "expand");
    out = walk(out, parts, p, resolve);
  }
  return out as T;
}
