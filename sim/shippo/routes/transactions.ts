// Label purchase: POST /transactions buys the label for a rate; the label and its tracking then exist.
import { paginate, type ApiCtx } from "../api-context";
import { carrierByToken, serviceByToken, type Service } from "../carriers";
import { Dropped, ShippoError, json, notFound, route, str, type Route } from "../http";
import type { LabelInput } from "../label-pdf";
import { nearestHub, pointFor } from "../geo";
import { parcelInInchesAndPounds } from "../rates";
import { isoNow, newId } from "../state";
import { advance, type TrackRecord } from "../tracking";
import { notifyTrack, notifyTransaction } from "../track-events";
import { newTrackingNumber, trackingPagePath } from "../tracking-numbers";
import type { AddressWire, TransactionRecord, TransactionWire } from "../types";
import { createShipment, ownedShipment } from "./shipments";

const LABEL_TYPES = [
  "PNG",
  "PNG_2.3x7.5",
  "PDF",
  "PDF_2.3x7.5",
  "PDF_4x6",
  "PDF_4x8",
  "PDF_A4",
  "PDF_A5",
  "PDF_A6",
  "ZPLII",
];

const location = (a: AddressWire) => ({ city: a.city, state: a.state, zip: a.zip, country: a.country });

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

/** The rate to buy: by id, or (the "instalabel" form) by shipment + carrier account + service level. */
function resolveRate(ctx: ApiCtx) {
  const b = ctx.body;
  if (b.rate !== undefined) {
    const r = ctx.state.rates.get(String(b.rate));
    if (!r || r.account !== ctx.caller.account)
      throw new ShippoError(400, { rate: [`Rate with object_id ${String(b.rate)} does not exist.`] });
    return r;
  }
  if (b.shipment && b.carrier_account && b.servicelevel_token) {
    const shipment = createShipment({
      ...ctx,
      body: { ...(b.shipment as Record<string, unknown>), async: false, carrier_accounts: [b.carrier_account] },
    });
    const rate = shipment.wire.rates.find((r) => r.servicelevel.token === b.servicelevel_token);
    if (!rate)
      throw new ShippoError(400, {
        servicelevel_token: [`No rate for service level ${String(b.servicelevel_token)}.`],
      });
    return ctx.state.rates.get(rate.object_id)!;
  }
  throw new ShippoError(400, { rate: ["This field is required."] });
}

function missingForPurchase(a: AddressWire): string[] {
  const fields: Array<"name" | "street1" | "city" | "zip" | "state"> = ["name", "street1", "city", "zip"];
  if (a.country === "US") fields.push("state");
  return fields.filter((f) => !a[f]);
}

async function buy(ctx: ApiCtx) {
  const rate = resolveRate(ctx);
  const labelFileType = str(ctx.body.label_file_type) ?? "PDF_4x6";
  if (!LABEL_TYPES.includes(labelFileType))
    throw new ShippoError(400, { label_file_type: [`"${labelFileType}" is not a valid choice.`] });
  const shipment = ownedShipment(ctx, rate.wire.shipment);
  const carrier = carrierByToken(rate.info.carrier)!;
  const service = serviceByToken(rate.info.serviceToken)!.service;
  const now = new Date();
  const id = newId();
  const isAsync = ctx.body.async !== false && ctx.body.async !== "false";
  const from = shipment.wire.address_from;
  const to = shipment.wire.address_to;

  const base: TransactionWire = {
    object_id: id,
    object_state: "VALID",
    status: "SUCCESS",
    object_created: now.toISOString(),
    object_updated: now.toISOString(),
    object_owner: ctx.caller.owner,
    test: ctx.caller.test,
    rate: rate.wire.object_id,
    tracking_number: "",
    tracking_status: "UNKNOWN",
    eta: null,
    tracking_url_provider: "",
    label_url: "",
    commercial_invoice_url: null,
    messages: [],
    order: str(ctx.body.order) ?? null,
    metadata: str(ctx.body.metadata) ?? "",
    parcel: shipment.wire.parcels[0]?.object_id ?? "",
    billing: { payments: [] },
    qr_code_url: null,
    created_by: null,
    label_file_type: labelFileType,
  };
  const record: TransactionRecord = { account: ctx.caller.account, shipmentId: shipment.wire.object_id, wire: base };
  ctx.state.transactions.set(id, record);

  const missing = [
    ...missingForPurchase(from).map((f) => `address_from.${f}`),
    ...missingForPurchase(to).map((f) => `address_to.${f}`),
  ];
  const refused = ctx.state.faults.takeLabelError();
  const unsupported = labelFileType.startsWith("PNG");
  if (missing.length || refused || unsupported) {
    base.status = "ERROR";
    base.object_state = "INVALID";
    base.messages = [
      {
        source: carrier.provider,
        code: missing.length ? "missing_fields" : "",
        text: missing.length
          ? `Address is incomplete, missing: ${missing.join(", ")}.`
          : (refused ?? `Label format ${labelFileType} is not produced by the stand-in; use PDF or ZPLII.`),
      },
    ];
    return {
      record,
      notify: () => notifyTransaction(ctx.state, ctx.caller.account, "transaction_created", base, ctx.caller.test),
    };
  }

  // A multi-piece shipment (several parcels, UPS or FedEx) is bought with its one rate: one transaction per parcel,
  // the first answered, the others found by `GET /transactions?rate=` (each names its parcel), as Shippo does.
  const readsQueued = ctx.state.faults.takeQueued();
  const pieces = shipment.wire.parcels.map((parcel, i) => {
    const piece = i === 0 ? record : pieceRecord(ctx, record, parcel.object_id);
    return labelPiece(ctx, piece, { rate, carrier, service, parcelIndex: i, now, isAsync, readsQueued });
  });
  return { record, notify: async () => void (await Promise.all(pieces.map((notify) => notify()))) };
}

/** Another parcel's transaction of the same purchase: the first one's fields, its own id and parcel. */
function pieceRecord(ctx: ApiCtx, first: TransactionRecord, parcel: string): TransactionRecord {
  const id = newId();
  const record: TransactionRecord = { ...first, wire: { ...first.wire, object_id: id, parcel } };
  ctx.state.transactions.set(id, record);
  return record;
}

type PieceFacts = {
  rate: ReturnType<typeof resolveRate>;
  carrier: NonNullable<ReturnType<typeof carrierByToken>>;
  service: Service;
  parcelIndex: number;
  now: Date;
  isAsync: boolean;
  readsQueued: number | undefined;
};

/** One parcel's label, tracking number and track; answers how to send its webhooks. */
function labelPiece(ctx: ApiCtx, record: TransactionRecord, f: PieceFacts): () => Promise<void> {
  const { rate, carrier, service, now } = f;
  const base = record.wire;
  const id = base.object_id;
  const shipment = ownedShipment(ctx, rate.wire.shipment);
  const from = shipment.wire.address_from;
  const to = shipment.wire.address_to;
  const trackingNumber = newTrackingNumber(carrier.token, service.upsCode);
  const eta = addDays(now, rate.wire.estimated_days).toISOString();
  const parcel = shipment.wire.parcels[f.parcelIndex];
  const { dims } = parcelInInchesAndPounds({
    length: Number(parcel.length),
    width: Number(parcel.width),
    height: Number(parcel.height),
    distanceUnit: parcel.distance_unit,
    weight: Number(parcel.weight),
    massUnit: parcel.mass_unit,
  });
  const labelInput: LabelInput = {
    labelFileType: base.label_file_type,
    provider: carrier.provider,
    serviceName: service.name,
    serviceToken: service.token,
    trackingNumber,
    from,
    to,
    billableLb: rate.info.billableLb,
    weight: parcel.weight,
    massUnit: parcel.mass_unit,
    dims: `${dims.map((d) => Math.round(d)).join("x")} in`,
    zone: rate.info.zone,
    shipDate: now,
    test: ctx.caller.test,
    reference: base.metadata || id.slice(0, 12),
  };
  const ext = base.label_file_type === "ZPLII" ? "zpl" : "pdf";
  record.label = { input: labelInput, kind: ext };
  const done: Partial<TransactionWire> = {
    status: "SUCCESS",
    tracking_number: trackingNumber,
    tracking_status: "PRE_TRANSIT",
    eta,
    tracking_url_provider: `${ctx.origin}${trackingPagePath(carrier.token, trackingNumber)}`,
    label_url: `${ctx.origin}/labels/${id}.${ext}`,
  };
  if (f.isAsync || f.readsQueued !== undefined) {
    base.status = "QUEUED";
    record.pending = done;
    record.readsQueued = f.readsQueued;
  } else {
    Object.assign(base, done);
  }

  const track: TrackRecord = {
    carrier: carrier.token,
    number: trackingNumber,
    test: ctx.caller.test,
    provider: carrier.provider,
    accounts: new Set([ctx.caller.account]),
    txAccount: ctx.caller.account,
    transactionId: id,
    metadata: base.metadata || null,
    servicelevel: { name: service.name, token: service.token },
    from: location(from),
    to: location(to),
    originHub: nearestHub(pointFor(from.zip, from.state)),
    destHub: nearestHub(pointFor(to.zip, to.state)),
    eta,
    originalEta: eta,
    events: [],
    nextStep: 0,
    final: false,
  };
  advance(track, { at: now });
  ctx.state.tracks.set(ctx.state.trackKey(track.carrier, track.number), track);
  return async () => {
    await notifyTransaction(
      ctx.state,
      ctx.caller.account,
      "transaction_created",
      { ...base, ...done },
      ctx.caller.test,
    );
    await notifyTrack(ctx.state, track);
  };
}

/** An async purchase has been processed by the time it is read back (or after the reads the queue knob asked for). */
function settle(record: TransactionRecord): TransactionRecord {
  if (record.pending && record.readsQueued) {
    record.readsQueued -= 1;
    return record;
  }
  if (record.pending) {
    Object.assign(record.wire, record.pending, { object_updated: isoNow() });
    record.pending = undefined;
  }
  return record;
}

/** Keeps `tracking_status` on the transaction in step with the parcel, as Shippo does. */
function withTracking(ctx: ApiCtx, record: TransactionRecord): TransactionWire {
  const w = record.wire;
  if (w.tracking_number && record.label) {
    const t = ctx.state.tracks.get(ctx.state.trackKey(carrierOf(ctx, record), w.tracking_number));
    const last = t?.events.at(-1);
    if (last) w.tracking_status = last.status;
  }
  return w;
}

function carrierOf(ctx: ApiCtx, record: TransactionRecord): string {
  return ctx.state.rates.get(record.wire.rate)?.info.carrier ?? "";
}

export const transactionRoutes: Route<ApiCtx>[] = [
  route("POST", "/transactions", async (ctx) => {
    const { record, notify } = await buy(ctx);
    void notify();
    const loss = ctx.state.faults.takeLoss();
    if (loss) return new Dropped(loss.mode, loss.status);
    return json(201, record.wire);
  }),
  route("GET", "/transactions", (ctx) => {
    const q = ctx.url.searchParams;
    const [rate, status, tracking] = [q.get("rate"), q.get("object_status"), q.get("tracking_status")];
    const mine = [...ctx.state.transactions.values()]
      .filter((t) => t.account === ctx.caller.account && (!rate || t.wire.rate === rate))
      .map((t) => withTracking(ctx, settle(t)))
      .filter((w) => (!status || w.status === status) && (!tracking || w.tracking_status === tracking));
    return json(200, paginate(ctx, mine.reverse()));
  }),
  route("GET", "/transactions/:id", (ctx, p) => {
    const t = ctx.state.transactions.get(p.id);
    if (!t || t.account !== ctx.caller.account) throw notFound();
    return json(200, withTracking(ctx, settle(t)));
  }),
];
