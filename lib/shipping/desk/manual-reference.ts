// A manual shipment's Reference limits, shared by its field and its schema (no zod: the field is on a first load).

/** A carrier prints about this many characters of a reference on a label (UPS: 35); more would be cut. */
export const REFERENCE_MAX = 35;
export const REFERENCE_REQUIRED = "Please enter a Reference: what you are shipping and for whom.";
