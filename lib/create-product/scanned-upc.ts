// Import-free: the form reads a scan as it arrives, the tests read the rule.
import { UPC_LENGTH } from "./constants";

/** UPC-A's check digit of its first 11 digits: odd places count three times, even places once, up to a ten. */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < first11.length; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export type ScannedUpc = { upcCode: string; note: string | null; error: string | null };

/**
 * What the UPC Code field keeps of what arrived. A scanner types all 12 digits of a UPC-A; the 12th is the check
 * digit, which the ERP's 11-character UPC (spec 2 section 5) leaves out. A 12th digit that checks is dropped and the
 * field says so; one that does not is kept (the length rule then refuses it) and the field says which digit was due.
 */
export function readScannedUpc(value: string): ScannedUpc {
  if (!/^\d{12}$/.test(value)) return { upcCode: value, note: null, error: null };
  const first = value.slice(0, UPC_LENGTH);
  const given = Number(value[UPC_LENGTH]);
  const due = upcCheckDigit(first);
  if (given === due)
    return {
      upcCode: first,
      note: `Scanned 12 digits: the last, ${given}, is the check digit and it is right; the UPC Code is the first 11.`,
      error: null,
    };
  return {
    upcCode: value,
    note: null,
    error: `The 12th digit, ${given}, is not the check digit of the first 11 (${due} is). Scan again or type the 11 digits.`,
  };
}
