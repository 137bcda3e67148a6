// Stripe's wire encoding: form bodies and query strings with bracket keys (`line_items[0][price]=…`).

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const head = /^[^[\]]+/.exec(key)?.[0];
  if (head === undefined) return [key];
  const rest = [...key.slice(head.length).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [head, ...rest];
}

/** Objects whose keys are all array indexes become arrays, as the SDK's `arr[0]`, `arr[1]` intend. */
function arrayify(v: FormValue): FormValue {
  if (typeof v === "string" || Array.isArray(v)) return Array.isArray(v) ? v.map(arrayify) : v;
  const keys = Object.keys(v);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => arrayify(v[String(k)]));
  }
  return Object.fromEntries(keys.map((k) => [k, arrayify(v[k])]));
}

export function decodeForm(params: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of params) {
    const path = keyPath(key);
    let node: Record<string, FormValue> = root;
    path.forEach((seg, i) => {
      const last = i === path.length - 1;
      const k = seg === "" ? String(Object.keys(node).length) : seg;
      if (last) node[k] = value;
      else {
        if (typeof node[k] !== "object" || node[k] === null || Array.isArray(node[k])) node[k] = {};
        node = node[k] as Record<string, FormValue>;
      }
    });
  }
  return arrayify(root) as Record<string, FormValue>;
}

export const asString = (v: FormValue | undefined): string | undefined => (typeof v === "string" ? v : undefined);

export function asStringMap(v: FormValue | undefined): Record<string, string> {
  if (!v || typeof v !== "object" || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === "string" && x !== "")) as Record<
    string,
    string
  >;
}

export function asList(v: FormValue | undefined): FormValue[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}
