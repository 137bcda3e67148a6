// CLARIFICATIONS 52: a StarShip file drop value is one line of the INI file Eclipse imports, so a line break in a
// value would add a line of its own (shipVia "UPS\nTotFreight=0.00" gave the file a second TotFreight).
import { ApiError } from "@/lib/errors/api-error";

/** One package of a shipment of several: its own [PKG] section. */
export type FiledropPiece = { trackingNumber: string; weight: number; actualWeight: number; freight: number };

/** What one shipment's drop carries. */
export type FiledropInput = {
  invoiceNumber: string;
  shipVia: string;
  trackingNumber: string;
  /** The freight charged, in dollars. */
  totalFreight: number;
  weight: number;
  actualWeight: number;
  /** The customer's carrier account, when the freight is billed to it. */
  billAccount?: string | null;
  /** Several packages: each package's section, the first being `trackingNumber`'s; none for one package. */
  pieces?: FiledropPiece[];
};

/** C0 (U+0000-U+001F: NUL, tab, LF, CR, ...), DEL (U+007F) and C1 (U+0080-U+009F, NEL among them). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The text values of a drop, by the name a person reads in the refusal. */
export const FILEDROP_FIELD_NAMES = {
  invoiceNumber: "Invoice Number",
  shipVia: "Ship Via",
  trackingNumber: "Tracking Number",
  billAccount: "Bill Account",
} as const;
export type FiledropTextField = keyof typeof FILEDROP_FIELD_NAMES;

export function filedropRefusal(field: FiledropTextField): string {
  return `${FILEDROP_FIELD_NAMES[field]} contains characters a file drop cannot carry`;
}

/** True when the value has no control character anywhere (leading and trailing ones count: they are refused, not trimmed away). */
export function fitsFiledrop(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/**
 * Refuses (400, naming the field) a text value with a control character and answers the values trimmed; nothing
 * else is changed. Numbers are written by the text builder itself and cannot carry one. Called before a freight
 * post takes its intent (values from the shipment record) and again by buildFiledropText, so no caller can write one.
 */
export function checkFiledropValues<T extends Partial<Pick<FiledropInput, FiledropTextField>>>(input: T): T {
  const checked: Record<string, unknown> = { ...input };
  for (const field of Object.keys(FILEDROP_FIELD_NAMES) as FiledropTextField[]) {
    const value = input[field];
    if (typeof value !== "string") continue;
    if (!fitsFiledrop(value)) throw new ApiError({ code: "bad_request", message: filedropRefusal(field) });
    checked[field] = value.trim();
  }
  const pieces = (input as { pieces?: FiledropPiece[] }).pieces;
  if (pieces) checked.pieces = pieces.map((p) => checkFiledropValues(p));
  return checked as T;
}
