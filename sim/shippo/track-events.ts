// Turns tracking changes into `track_updated` webhook payloads for every account that follows the parcel.
import type { ShippoState } from "./state";
import { trackWire, type TrackRecord } from "./tracking";

function dropNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== null)
        .map(([k, x]) => [k, dropNulls(x)]),
    );
  }
  return v;
}

export function trackPayload(state: ShippoState, t: TrackRecord, account: string, upTo?: number): object {
  const payload = { event: "track_updated", test: t.test, data: trackWire(t, account, upTo) };
  return state.config.webhookNulls ? payload : (dropNulls(payload) as object);
}

/**
 * Sends one payload per history index (the Track as it stood after that event), in the order given.
 * @param indexes positions in `t.events`; omitted means the current state only.
 * @param only restricts delivery to one account (a registration notifies only the registrant).
 */
export function notifyTrack(
  state: ShippoState,
  t: TrackRecord,
  indexes?: number[],
  repeat = 1,
  only?: string,
): Promise<void> {
  const sends: Promise<void>[] = [];
  for (const account of only ? [only] : t.accounts) {
    const targets = state.webhooksFor([account], "track_updated");
    if (targets.length === 0) continue;
    const payloads = (indexes ?? [undefined]).map((i) => trackPayload(state, t, account, i));
    sends.push(state.sender.enqueue(targets, payloads, repeat));
  }
  return Promise.all(sends).then(() => undefined);
}

export function notifyTransaction(
  state: ShippoState,
  account: string,
  event: "transaction_created" | "transaction_updated",
  data: object,
  test: boolean,
): Promise<void> {
  const targets = state.webhooksFor([account], event);
  if (targets.length === 0) return Promise.resolve();
  const payload = { event, test, data };
  return state.sender.enqueue(targets, [state.config.webhookNulls ? payload : (dropNulls(payload) as object)]);
}
