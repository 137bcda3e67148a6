// Parcel ship vias (CLARIFICATIONS 64): an order whose ship via is one of the company's non-parcel ship vias (OUR
// TRUCK, WILL CALL, …) is not a parcel: the queue marks it, a batch never takes it, a scan asks first. Pure and
// browser-safe: the queue, the dashboard's question and the batch's review all decide with it.
import { matchingValue } from "./value-pattern";

/** Whether the ship via is one of the non-parcel ones (`X*`: every ship via starting with X). */
export const isNotParcel = (shipVia: string | null | undefined, nonParcel: readonly string[]): boolean =>
  matchingValue(shipVia, nonParcel) !== null;

/** The queue's mark, and the batch review's word for such an order. */
export const NOT_PARCEL = "Not parcel";

/** The scan's question, asked as COD's is. */
export const notParcelQuestion = (invoiceNumber: string, shipVia: string) =>
  `Invoice ${invoiceNumber} ships ${shipVia.trim()}, which is not a parcel ship via. Continue with shipment?`;

/** The batch review's reason: such an order is never in a batch. */
export const notParcelReason = (shipVia: string) =>
  `${NOT_PARCEL}: ${shipVia.trim()} is not a parcel ship via, so it is not in a batch.`;
