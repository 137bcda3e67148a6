// Manifests (close-outs): POST /manifests closes out a carrier account's labels of a shipment date into one
// document (USPS: the SCAN form) that the carrier scans once to accept every package.
import { paginate, type ApiCtx } from "../api-context";
import { addressFromInput } from "../address-input";
import { Dropped, ShippoError, json, notFound, route, str, type Route } from "../http";
import { isoNow, newId } from "../state";
import type { ManifestRecord } from "../types";

export const REFUSED_MANIFEST_TEXT = "The carrier could not create the SCAN form. Please try again later.";

const refused = (field: string, text: string) => new ShippoError(400, { [field]: [text] });
const dayOf = (iso: string) => iso.slice(0, 10);

/** The labels a manifest closes: those named (each the caller's, bought, on that carrier account), else all of them of that day. */
function manifestLabels(ctx: ApiCtx, account: string, date: string) {
  const named = Array.isArray(ctx.body.transactions) ? ctx.body.transactions.map(String) : null;
  const mine = [...ctx.state.transactions.values()].filter((t) => t.account === ctx.caller.account);
  const onAccount = (id: string) => ctx.state.rates.get(ctx.state.transactions.get(id)?.wire.rate ?? "");
  const chosen = named
    ? named.map((id) => {
        const t = ctx.state.transactions.get(id);
        if (!t || t.account !== ctx.caller.account) throw refused("transactions", `Transaction ${id} does not exist.`);
        if (t.wire.status !== "SUCCESS") throw refused("transactions", `Transaction ${id} has no label to manifest.`);
        if (onAccount(id)?.wire.carrier_account !== account)
          throw refused("transactions", `Transaction ${id} was not bought on carrier account ${account}.`);
        return t;
      })
    : mine.filter(
        (t) =>
          t.wire.status === "SUCCESS" &&
          onAccount(t.wire.object_id)?.wire.carrier_account === account &&
          dayOf(t.wire.object_created) === dayOf(date),
      );
  if (!chosen.length) throw refused("transactions", "There are no labels to manifest for this date.");
  return chosen.map((t) => {
    const rate = onAccount(t.wire.object_id);
    return {
      id: t.wire.object_id,
      trackingNumber: t.wire.tracking_number,
      service: rate ? `${rate.wire.provider} ${rate.wire.servicelevel.name}` : "",
    };
  });
}

/** A manifest Shippo is still making is done by the time it is read (after the reads the knob asked for). */
function settle(ctx: ApiCtx, m: ManifestRecord) {
  if (m.wire.status !== "QUEUED") return m.wire;
  if (m.readsQueued) {
    m.readsQueued -= 1;
    return m.wire;
  }
  m.wire.status = "SUCCESS";
  m.wire.object_updated = isoNow();
  m.wire.documents = [`${ctx.origin}/manifest-documents/${m.wire.object_id}.pdf`];
  return m.wire;
}

function createManifest(ctx: ApiCtx): ManifestRecord {
  const account = str(ctx.body.carrier_account);
  if (!account) throw refused("carrier_account", "This field is required.");
  if (!ctx.state.carrierAccountsFor(ctx.caller).some((a) => a.object_id === account))
    throw refused("carrier_account", `Carrier account ${account} does not exist.`);
  const date = str(ctx.body.shipment_date);
  if (!date || !Number.isFinite(Date.parse(date))) throw refused("shipment_date", "Enter a valid ISO 8601 date.");
  const from = addressFromInput(ctx, ctx.body.address_from, "address_from");
  const labels = manifestLabels(ctx, account, date);
  const refusal = ctx.state.faults.takeManifestRefusal();
  const queued = refusal ? undefined : ctx.state.faults.takeManifestQueued();
  const now = isoNow();
  const id = newId();
  const record: ManifestRecord = {
    account: ctx.caller.account,
    wire: {
      object_id: id,
      object_created: now,
      object_updated: now,
      object_owner: ctx.caller.owner,
      status: refusal ? "ERROR" : queued !== undefined ? "QUEUED" : "SUCCESS",
      carrier_account: account,
      shipment_date: new Date(date).toISOString(),
      address_from: from.object_id,
      transactions: labels.map((l) => l.id),
      documents: refusal || queued !== undefined ? [] : [`${ctx.origin}/manifest-documents/${id}.pdf`],
      errors: refusal ? [refusal] : [],
    },
    lines: labels.map(({ trackingNumber, service }) => ({ trackingNumber, service })),
    readsQueued: queued,
  };
  ctx.state.manifests.set(id, record);
  return record;
}

export const manifestRoutes: Route<ApiCtx>[] = [
  route("POST", "/manifests", (ctx) => {
    const record = createManifest(ctx);
    const loss = ctx.state.faults.takeManifestLoss();
    if (loss) return new Dropped(loss.mode, loss.status);
    return json(201, record.wire);
  }),
  route("GET", "/manifests", (ctx) => {
    const mine = [...ctx.state.manifests.values()]
      .filter((m) => m.account === ctx.caller.account)
      .map((m) => settle(ctx, m));
    return json(200, paginate(ctx, mine.reverse()));
  }),
  route("GET", "/manifests/:id", (ctx, p) => {
    const m = ctx.state.manifests.get(p.id);
    if (!m || m.account !== ctx.caller.account) throw notFound();
    return json(200, settle(ctx, m));
  }),
];
