// What the desk learnt of an invoice when it opened (CLARIFICATIONS 61, 62): the customer's shipping facts and the
// sales total as the ERP said them, and the ship-to as Shippo checked it, with the clerk's choice between the address
// as entered and Shippo's suggestion. The rates and the label purchase read them here, so neither asks the ERP again
// and the choice holds for the invoice (a reload keeps it).
import { sql } from "drizzle-orm";
import { jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./core";

/** The customer's own carrier account: `carrier` Shippo's token (ups, fedex), `name` as the carrier writes itself. */
export type CustomerCarrierAccount = { carrier: string; name: string; account: string; zip: string | null };

/** Each fact as the ERP says it; null: the ERP says nothing (shown as unknown, never guessed). */
export type CustomerFacts = {
  residential: boolean | null;
  freightExempt: boolean | null;
  insuranceRequired: boolean | null;
  /** null: the ERP has no carrier account for the customer. */
  carrierAccount: CustomerCarrierAccount | null;
};

/** A street address as it was checked (the name, phone and email are the ERP's and never change). */
export type CheckedAddress = { street1: string; street2: string; city: string; state: string; zip: string };

export const SHIP_TO_CHECK_STATES = ["valid", "suggested", "invalid", "not_checked"] as const;
export type ShipToCheckState = (typeof SHIP_TO_CHECK_STATES)[number];

/**
 * Shippo's check of the ship-to. valid: taken as it is; suggested: Shippo answers a corrected address; invalid:
 * Shippo could not verify it and suggests nothing; not_checked: no answer (a failure or a time-out).
 */
export type ShipToCheck = {
  state: ShipToCheckState;
  /** The ship-to that was checked, as the ERP has it. */
  entered: CheckedAddress;
  suggested: CheckedAddress | null;
  /** Whether Shippo reports a residence; null when it does not say. */
  residential: boolean | null;
  /** Shippo's messages, or why there was no answer. */
  messages: string[];
  checkedAt: string;
};

export const ADDRESS_CHOICES = ["suggested", "entered"] as const;
export type AddressChoice = (typeof ADDRESS_CHOICES)[number];

export const invoiceShipFacts = pgTable(
  "invoice_ship_facts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invoiceNumber: text("invoice_number").notNull(),
    /** null: the ERP would not give them when the invoice last opened (unknown). */
    customerFacts: jsonb("customer_facts").$type<CustomerFacts>(),
    /** The invoice's sales total: what Insurance Required insures, shared by weight. */
    salesTotal: numeric("sales_total", { precision: 12, scale: 2, mode: "number" }),
    /** The ERP's ship-to when the invoice last opened. */
    shipTo: jsonb("ship_to").$type<CheckedAddress>().notNull(),
    /** Shippo's check of `shipTo`; null until it has been asked. */
    shipToCheck: jsonb("ship_to_check").$type<ShipToCheck>(),
    /** The clerk's choice when Shippo suggested a correction; null: none made (the address as entered is used). */
    addressChoice: text("address_choice").$type<AddressChoice>(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex("invoice_ship_facts_company_invoice_idx").on(t.companyId, t.invoiceNumber)],
);

export type InvoiceShipFacts = typeof invoiceShipFacts.$inferSelect;
