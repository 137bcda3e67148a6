// Shipments and their rates: POST /shipments quotes every selected carrier account; rates can be read back.
import { addressFromInput } from "../address-input";
import { paginate, type ApiCtx } from "../api-context";
import { carrierByToken } from "../carriers";
import { ShippoError, json, notFound, route, str, type Route } from "../http";
import { billingOf, insuranceOf } from "../extras";
import { attributesFor, quote, type ParcelInput } from "../rates";
import { isoNow, newId } from "../state";
import type { ParcelWire, RateWire, ShipmentRecord } from "../types";

const MASS_UNITS = ["g", "kg", "lb", "oz"];
const DISTANCE_UNITS = ["cm", "in", "ft", "m", "mm", "yd"];

function parseParcels(ctx: ApiCtx, raw: unknown): { wires: ParcelWire[]; inputs: ParcelInput[] } {
  if (!Array.isArray(raw) || raw.length === 0) throw new ShippoError(400, { parcels: ["This field is required."] });
  const wires: ParcelWire[] = [];
  const inputs: ParcelInput[] = [];
  const errors: Array<Record<string, unknown>> = [];
  for (const item of raw) {
    const e: Record<string, string[]> = {};
    if (typeof item === "string") {
      errors.push({ non_field_errors: [`Parcel with object_id ${item} does not exist.`] });
      continue;
    }
    const p = (item ?? {}) as Record<string, unknown>;
    const num = (k: string) => {
      const v = Number(str(p[k]));
      if (!Number.isFinite(v) || v <= 0) e[k] = ["A valid number is required."];
      return v;
    };
    const input: ParcelInput = {
      length: num("length"),
      width: num("width"),
      height: num("height"),
      weight: num("weight"),
      distanceUnit: str(p.distance_unit) ?? "",
      massUnit: str(p.mass_unit) ?? "",
    };
    if (!MASS_UNITS.includes(input.massUnit)) e.mass_unit = [`"${input.massUnit}" is not a valid choice.`];
    if (!DISTANCE_UNITS.includes(input.distanceUnit))
      e.distance_unit = [`"${input.distanceUnit}" is not a valid choice.`];
    const insured = insuranceOf(p.extra);
    errors.push(Object.keys(insured.errors).length ? { ...e, extra: { insurance: insured.errors } } : e);
    const now = isoNow();
    wires.push({
      object_id: newId(),
      object_created: now,
      object_updated: now,
      object_owner: ctx.caller.owner,
      object_state: "VALID",
      length: String(str(p.length)),
      width: String(str(p.width)),
      height: String(str(p.height)),
      distance_unit: input.distanceUnit,
      weight: String(str(p.weight)),
      mass_unit: input.massUnit,
      template: str(p.template) ?? null,
      metadata: str(p.metadata) ?? "",
      extra: (p.extra as Record<string, unknown>) ?? {},
      test: ctx.caller.test,
    });
    inputs.push(input);
  }
  if (errors.some((e) => Object.keys(e).length > 0)) throw new ShippoError(400, { parcels: errors });
  return { wires, inputs };
}

function selectAccounts(ctx: ApiCtx, requested: unknown) {
  const all = ctx.state.carrierAccountsFor(ctx.caller);
  if (requested === undefined || requested === null || (Array.isArray(requested) && requested.length === 0)) {
    return all.filter((a) => a.active);
  }
  if (!Array.isArray(requested))
    throw new ShippoError(400, { carrier_accounts: ['Expected a list of items but got type "str".'] });
  return requested.map((id) => {
    const found = all.find((a) => a.object_id === id);
    if (!found) throw new ShippoError(400, { carrier_accounts: [`Carrier account ${String(id)} does not exist.`] });
    return found;
  });
}

function createShipment(ctx: ApiCtx): ShipmentRecord {
  const b = ctx.body;
  const missing = ["address_from", "address_to", "parcels"].filter((f) => b[f] === undefined || b[f] === null);
  if (missing.length)
    throw new ShippoError(400, Object.fromEntries(missing.map((f) => [f, ["This field is required."]])));
  const from = addressFromInput(ctx, b.address_from, "address_from");
  const to = addressFromInput(ctx, b.address_to, "address_to");
  const ret = b.address_return ? addressFromInput(ctx, b.address_return, "address_return") : from;
  const parcels = parseParcels(ctx, b.parcels);
  const billing = billingOf(b.extra);
  const accounts = selectAccounts(ctx, b.carrier_accounts);
  const id = newId();
  const now = isoNow();
  const { quotes, messages } = quote(
    { zip: from.zip, state: from.state, country: from.country },
    { zip: to.zip, state: to.state, country: to.country },
    parcels.inputs,
    accounts.map((a) => ({ id: a.object_id, carrier: a.carrier })),
    { residential: to.is_residential === true, billing },
  );
  const attrs = attributesFor(quotes);
  const rates: RateWire[] = quotes.map((q, i) => {
    const carrier = carrierByToken(q.carrier)!;
    const amount = q.amount.toFixed(2);
    const rate: RateWire = {
      object_id: newId(),
      object_created: now,
      object_owner: ctx.caller.owner,
      shipment: id,
      attributes: attrs[i],
      amount,
      currency: "USD",
      amount_local: amount,
      currency_local: "USD",
      provider: carrier.provider,
      provider_image_75: `${ctx.origin}/images/providers/${carrier.token}_75.png`,
      provider_image_200: `${ctx.origin}/images/providers/${carrier.token}_200.png`,
      servicelevel: {
        name: q.service.name,
        token: q.service.token,
        terms: q.service.terms,
        extended_token: q.service.token,
        parent_servicelevel: null,
      },
      estimated_days: q.estimatedDays,
      arrives_by: q.service.arrivesBy ?? null,
      duration_terms: q.service.durationTerms,
      messages: [],
      carrier_account: q.carrierAccount,
      included_insurance_price: null,
      zone: String(q.zone),
      test: ctx.caller.test,
    };
    ctx.state.rates.set(rate.object_id, {
      account: ctx.caller.account,
      wire: rate,
      info: { carrier: q.carrier, serviceToken: q.service.token, zone: q.zone, billableLb: q.billableLb },
    });
    return rate;
  });
  const isAsync = b.async === true || b.async === "true";
  const record: ShipmentRecord = {
    account: ctx.caller.account,
    wire: {
      object_id: id,
      object_created: now,
      object_updated: now,
      object_owner: ctx.caller.owner,
      status: isAsync ? "QUEUED" : "SUCCESS",
      address_from: from,
      address_to: to,
      address_return: ret,
      parcels: parcels.wires,
      shipment_date: str(b.shipment_date) ?? now,
      extra: (b.extra as Record<string, unknown>) ?? {},
      customs_declaration: null,
      carrier_accounts: accounts.map((a) => a.object_id),
      messages,
      metadata: str(b.metadata) ?? "",
      test: ctx.caller.test,
      rates: isAsync ? [] : rates,
    },
    pendingRates: isAsync ? rates : undefined,
  };
  ctx.state.shipments.set(id, record);
  return record;
}

/** An async shipment has finished rating by the time anyone reads it back. */
function settle(record: ShipmentRecord): ShipmentRecord {
  if (record.pendingRates) {
    record.wire.rates = record.pendingRates;
    record.wire.status = "SUCCESS";
    record.wire.object_updated = isoNow();
    record.pendingRates = undefined;
  }
  return record;
}

export function ownedShipment(ctx: ApiCtx, id: string): ShipmentRecord {
  const s = ctx.state.shipments.get(id);
  if (!s || s.account !== ctx.caller.account) throw notFound();
  return settle(s);
}

export const shipmentRoutes: Route<ApiCtx>[] = [
  route("POST", "/shipments", (ctx) => json(201, createShipment(ctx).wire)),
  route("GET", "/shipments", (ctx) => {
    const mine = [...ctx.state.shipments.values()]
      .filter((s) => s.account === ctx.caller.account)
      .map((s) => settle(s).wire);
    return json(200, paginate(ctx, mine.reverse()));
  }),
  route("GET", "/shipments/:id", (ctx, p) => json(200, ownedShipment(ctx, p.id).wire)),
  route("GET", "/shipments/:id/rates", (ctx, p) => json(200, paginate(ctx, ownedShipment(ctx, p.id).wire.rates, 25))),
  route("GET", "/shipments/:id/rates/:currency", (ctx, p) =>
    json(200, paginate(ctx, ownedShipment(ctx, p.id).wire.rates, 25)),
  ),
  route("GET", "/rates/:id", (ctx, p) => {
    const r = ctx.state.rates.get(p.id);
    if (!r || r.account !== ctx.caller.account) throw notFound();
    return json(200, r.wire);
  }),
];

export { createShipment };
