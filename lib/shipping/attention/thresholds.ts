// CLARIFICATIONS 58's waits, each said once: past them a shipment needs a person. No imports: the screens say them too.

/** A label's freight not posted this long after the label is unsettled money. */
export const FREIGHT_WAIT_MINUTES = 5;
/** A refund Shippo still holds after this long needs a person (the job keeps reading it meanwhile). */
export const REFUND_OPEN_HOURS = 24;
/** A customer mail the mail server refused this many times needs a person (the sender keeps trying meanwhile). */
export const MAIL_FAILURES = 3;
/** No tracking event this long after the label, while not delivered: the parcel may never have been handed over. */
export const SILENT_DAYS = 3;

/** The most shipments one list shows (the oldest labels first); the rest wait until these are settled. */
export const ATTENTION_ROW_LIMIT = 500;
