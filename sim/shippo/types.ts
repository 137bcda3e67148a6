// Wire shapes, snake_case as Shippo sends them; the SDK's response schemas decide what is required.
import type { CarrierToken } from "./carriers";
import type { LabelInput } from "./label-pdf";

export type TrackingStatusCode = "UNKNOWN" | "PRE_TRANSIT" | "TRANSIT" | "DELIVERED" | "RETURNED" | "FAILURE";

export interface AddressWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  object_owner: string;
  is_complete: boolean;
  name: string;
  company: string;
  street1: string;
  street2: string;
  street3: string;
  street_no: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
  is_residential: boolean | null;
  metadata: string;
  test: boolean;
  validation_results: { is_valid?: boolean; messages?: ValidationMessage[] };
  latitude?: number | null;
  longitude?: number | null;
}

export interface ValidationMessage {
  source: string;
  code: string;
  type: string;
  text: string;
}

export interface ParcelWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  object_owner: string;
  object_state: "VALID";
  length: string;
  width: string;
  height: string;
  distance_unit: string;
  weight: string;
  mass_unit: string;
  template: string | null;
  metadata: string;
  extra: Record<string, unknown>;
  test: boolean;
}

export interface RateWire {
  object_id: string;
  object_created: string;
  object_owner: string;
  shipment: string;
  attributes: Array<"CHEAPEST" | "FASTEST" | "BESTVALUE">;
  amount: string;
  currency: string;
  amount_local: string;
  currency_local: string;
  provider: string;
  provider_image_75: string;
  provider_image_200: string;
  servicelevel: { name: string; token: string; terms: string; extended_token: string; parent_servicelevel: null };
  estimated_days: number;
  arrives_by: string | null;
  duration_terms: string;
  messages: Array<{ source: string; code: string; text: string }>;
  carrier_account: string;
  included_insurance_price: string | null;
  zone: string;
  test: boolean;
}

export interface ResponseMessage {
  source: string;
  code: string;
  text: string;
}

export interface ShipmentRecord {
  account: string;
  wire: {
    object_id: string;
    object_created: string;
    object_updated: string;
    object_owner: string;
    status: "WAITING" | "QUEUED" | "SUCCESS" | "ERROR";
    address_from: AddressWire;
    address_to: AddressWire;
    address_return: AddressWire;
    parcels: ParcelWire[];
    shipment_date: string;
    extra: Record<string, unknown>;
    customs_declaration: null;
    carrier_accounts: string[];
    messages: ResponseMessage[];
    metadata: string;
    test: boolean;
    rates: RateWire[];
  };
  /** Rates computed at creation; an async shipment shows them once it has been "processed". */
  pendingRates?: RateWire[];
}

export interface RateInfo {
  carrier: CarrierToken;
  serviceToken: string;
  zone: number;
  billableLb: number;
}

export interface TransactionWire {
  object_id: string;
  object_state: "VALID" | "INVALID";
  status: "WAITING" | "QUEUED" | "SUCCESS" | "ERROR" | "REFUNDED" | "REFUNDPENDING" | "REFUNDREJECTED";
  object_created: string;
  object_updated: string;
  object_owner: string;
  test: boolean;
  rate: string;
  tracking_number: string;
  tracking_status: TrackingStatusCode;
  eta: string | null;
  tracking_url_provider: string;
  label_url: string;
  commercial_invoice_url: string | null;
  messages: ResponseMessage[];
  order: string | null;
  metadata: string;
  parcel: string;
  billing: { payments: unknown[] };
  qr_code_url: string | null;
  created_by: null;
  label_file_type: string;
}

export interface TransactionRecord {
  account: string;
  shipmentId: string;
  wire: TransactionWire;
  /** An async purchase finishes on the next read, as Shippo's queue would by then. */
  pending?: Partial<TransactionWire>;
  /** Reads that still see a pending purchase QUEUED (the queue-next-transaction knob); none: the next read settles it. */
  readsQueued?: number;
  /** Rendered on first download; kept so the same URL always returns the same file. */
  label?: { input: LabelInput; kind: "pdf" | "zpl"; bytes?: Buffer };
}

export interface LocationWire {
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface TrackingEventWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  status: TrackingStatusCode;
  status_details: string;
  status_date: string;
  substatus: { code: string; text: string; action_required: boolean } | null;
  location: LocationWire | null;
}

export interface WebhookWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  object_owner: string;
  event: string;
  url: string;
  active: boolean;
  is_test: boolean;
}

export interface WebhookRecord {
  account: string;
  wire: WebhookWire;
}

/** Shippo's Refund object (`POST /refunds`): the refund of one label's postage. */
export interface RefundWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  object_owner: string;
  status: "QUEUED" | "PENDING" | "SUCCESS" | "ERROR";
  test: boolean;
  transaction: string;
}

export interface RefundRecord {
  account: string;
  wire: RefundWire;
  /** Reads that still see the refund as it was answered (the pending-next-refund knob); then it settles. */
  readsPending?: number;
  /** What it settles to once read: SUCCESS, or ERROR when the carrier turned the refund down after all. */
  settleTo: "SUCCESS" | "ERROR";
}

/** Shippo's Manifest object (`POST /manifests`): a carrier account's close-out of a day (USPS: the SCAN form). */
export interface ManifestWire {
  object_id: string;
  object_created: string;
  object_updated: string;
  object_owner: string;
  status: "QUEUED" | "SUCCESS" | "ERROR";
  carrier_account: string;
  shipment_date: string;
  address_from: string;
  transactions: string[];
  documents: string[];
  errors: string[];
}

export interface ManifestRecord {
  account: string;
  wire: ManifestWire;
  /** The SCAN form's lines: each label's tracking number and service, drawn into the document. */
  lines: { trackingNumber: string; service: string }[];
  /** Reads that still see a QUEUED manifest so (the queue-next-manifest knob); then it is SUCCESS with its document. */
  readsQueued?: number;
}
