// The desk's check of an invoice's ship-to as the preparation screen reads it (CLARIFICATIONS 62). Types only.
import type { AddressChoice, CheckedAddress, ShipToCheckState } from "@/db/schema";

export type ShipToCheckDto = {
  invoiceNumber: string;
  state: ShipToCheckState;
  /** The ship-to as the ERP has it. */
  entered: CheckedAddress;
  /** Shippo's correction, when it differs from `entered`. */
  suggested: CheckedAddress | null;
  /** Whether Shippo reports a residence; null when it does not say (or was not asked). */
  residential: boolean | null;
  messages: string[];
  /** The clerk's choice; null: none made (the address as entered is used). */
  choice: AddressChoice | null;
  /** The address the rates and the label use. */
  chosen: CheckedAddress;
};
