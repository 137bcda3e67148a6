/**
 * UPC-11 (clarification 16): keep the digits only; 12 digits drop the last (the check digit); fewer than 11 are
 * left-padded with zeros; more than 12 keep the first 11; no digits at all stays empty. No check digit is computed.
 */
export const UPC_LENGTH = 11;

export function toUpc11(value: string): string {
  const digits = value.replace(/\D+/g, "");
  if (digits === "") return "";
  if (digits.length === UPC_LENGTH) return digits;
  if (digits.length < UPC_LENGTH) return digits.padStart(UPC_LENGTH, "0");
  return digits.slice(0, UPC_LENGTH);
}
