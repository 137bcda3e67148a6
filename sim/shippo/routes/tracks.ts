// Tracking: read a parcel's status and history, or register a number to get its webhooks.
import type { ApiCtx } from "../api-context";
import { carrierByToken } from "../carriers";
import { nearestHub } from "../geo";
import { ShippoError, json, route, str, type Route } from "../http";
import type { ShippoState } from "../state";
import { advance, sandboxTarget, trackWire, type TrackRecord } from "../tracking";
import { notifyTrack } from "../track-events";

function blankTrack(carrier: string, number: string, test: boolean): TrackRecord {
  const hub = nearestHub(undefined);
  return {
    carrier,
    number,
    test,
    provider: carrierByToken(carrier)?.provider ?? carrier.toUpperCase(),
    accounts: new Set(),
    metadata: null,
    servicelevel: null,
    from: null,
    to: null,
    originHub: hub,
    destHub: hub,
    eta: null,
    originalEta: null,
    events: [],
    nextStep: 0,
    final: false,
  };
}

/** Shippo's sandbox numbers answer with a history that already reached the named status. */
function sandboxTrack(state: ShippoState, number: string): TrackRecord | undefined {
  const target = sandboxTarget(number);
  if (!target) return undefined;
  const key = state.trackKey("shippo", number);
  const existing = state.tracks.get(key);
  if (existing) return existing;
  const t: TrackRecord = {
    ...blankTrack("shippo", number, true),
    provider: "Shippo",
    servicelevel: { name: "Priority Mail", token: "usps_priority" },
    from: { city: "San Francisco", state: "CA", zip: "94103", country: "US" },
    to: { city: "Las Vegas", state: "NV", zip: "89101", country: "US" },
    originHub: { city: "Oakland", state: "CA", zip: "94621", country: "US" },
    destHub: { city: "Salt Lake City", state: "UT", zip: "84116", country: "US" },
  };
  const start = new Date(Date.now() - 3 * 86_400_000);
  const opts = { at: start, spacingMs: 12 * 3_600_000 };
  if (target === "PRE_TRANSIT") advance(t, { ...opts, to: "PRE_TRANSIT" });
  else if (target === "TRANSIT") advance(t, { ...opts, to: "IN_TRANSIT" });
  else if (target === "DELIVERED") advance(t, { ...opts, to: "DELIVERED" });
  else if (target === "RETURNED" || target === "FAILURE") {
    advance(t, { ...opts, to: "IN_TRANSIT" });
    advance(t, {
      to: target,
      at: new Date(Date.parse(t.events.at(-1)!.status_date) + 12 * 3_600_000),
      spacingMs: 12 * 3_600_000,
    });
  }
  t.eta = new Date(start.getTime() + 4 * 86_400_000).toISOString();
  t.originalEta = t.eta;
  state.tracks.set(key, t);
  return t;
}

export function findTrack(state: ShippoState, carrier: string, number: string): TrackRecord | undefined {
  const c = carrier.toLowerCase();
  return c === "shippo" ? sandboxTrack(state, number) : state.tracks.get(state.trackKey(c, number));
}

export const trackRoutes: Route<ApiCtx>[] = [
  route("GET", "/tracks/:carrier/:number", (ctx, p) => {
    const t =
      findTrack(ctx.state, p.carrier, p.number) ?? blankTrack(p.carrier.toLowerCase(), p.number, ctx.caller.test);
    return json(200, trackWire(t, ctx.caller.account));
  }),
  route("POST", "/tracks", (ctx) => {
    const carrier = str(ctx.body.carrier)?.trim().toLowerCase();
    const number = str(ctx.body.tracking_number)?.trim();
    const missing = {
      ...(carrier ? {} : { carrier: ["This field is required."] }),
      ...(number ? {} : { tracking_number: ["This field is required."] }),
    };
    if (!carrier || !number) throw new ShippoError(400, missing);
    let t = findTrack(ctx.state, carrier, number);
    if (!t) {
      t = blankTrack(carrier, number, ctx.caller.test);
      ctx.state.tracks.set(ctx.state.trackKey(carrier, number), t);
    }
    t.accounts.add(ctx.caller.account);
    const metadata = str(ctx.body.metadata);
    if (metadata !== undefined) t.metadata = metadata;
    // Registration answers with the current status and (like Shippo) also sends it to the webhooks.
    void notifyTrack(ctx.state, t, undefined, 1, ctx.caller.account);
    return json(200, trackWire(t, ctx.caller.account));
  }),
];
