// Pure (no zod): `erpPath` checks ids in the browser too, where zod would add over 30 kB to a screen's first load.

const ERP_ID = /^[A-Za-z0-9._\-]{1,64}$/;
// A lone "." or ".." is not an id: URL parsing would fold it into the parent path and reach another call
// (`/Customers/.` is `/Customers/`).
const ONLY_DOTS = /^\.+$/;

export const ERP_ID_MESSAGE = "Not a valid ERP id";

/** An ERP record id inside a path: digits, letters and the few separators ERP ids use, at most 64. */
export function isErpId(value: string): boolean {
  return ERP_ID.test(value) && !ONLY_DOTS.test(value);
}
