import { erpId } from "../schemas/common";

/**
 * An ERP path from a resource name and ids that alternate: `erpPath("Contacts", id, "WebSettings")`. Each id is
 * checked and encoded; a bad one is a ZodError (400), so no id can add a segment or a query of its own.
 */
export function erpPath(...segments: (string | number)[]): string {
  const parts = segments.map((s, i) => (i % 2 === 1 ? encodeURIComponent(erpId.parse(String(s))) : String(s)));
  return `/${parts.join("/")}`;
}
