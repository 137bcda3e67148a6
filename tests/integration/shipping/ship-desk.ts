// The shipping desk's calls, as the preparation screen makes them: order details, rates, the label, the freight.
import { GET as orderDetails } from "@/app/api/ship-station/orders/[invoice]/route";
import { POST as postFreightRoute } from "@/app/api/postFreight/route";
import { POST as voidRoute } from "@/app/api/shipments/[shipmentId]/void/route";
import { GET as workflowRoute } from "@/app/api/shipments/workflows/[workflowId]/route";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";
import { POST as rates } from "@/app/api/shipping/rates/route";
import type { WorkflowDto } from "@/lib/shipping/workflow/workflow-dto";
import type { ErpSim } from "@/sim/erp/server";
import { callRoute } from "@/tests/helpers/call-route";
import { PARCEL, ratesRequest } from "@/tests/helpers/rates-request";

export { PARCEL } from "@/tests/helpers/rates-request";

/** Opens an invoice and gets its rates, cheapest first. */
export async function quote(token: string, invoice: string) {
  const details = await callRoute(orderDetails, { token, params: { invoice } });
  if (details.status !== 200) throw new Error(`order details ${details.status}: ${JSON.stringify(details.json)}`);
  const { order } = details.json;
  const answer = await callRoute(rates, {
    token,
    body: ratesRequest(order),
  });
  if (answer.status !== 200) throw new Error(`rates ${answer.status}: ${JSON.stringify(answer.json)}`);
  return {
    order,
    shipmentId: answer.json.shipmentId as string,
    rates: answer.json.rates as { object_id: string; amount: string; provider: string; serviceLevelName: string }[],
  };
}

/** The rates of a shipment of several packages (one parcel each), cheapest first. */
export async function quotePackages(token: string, invoice: string, parcels: (typeof PARCEL)[]) {
  const details = await callRoute(orderDetails, { token, params: { invoice } });
  if (details.status !== 200) throw new Error(`order details ${details.status}: ${JSON.stringify(details.json)}`);
  const { order } = details.json;
  const { parcel: _, ...body } = ratesRequest(order);
  const answer = await callRoute(rates, { token, body: { ...body, parcels } });
  if (answer.status !== 200) throw new Error(`rates ${answer.status}: ${JSON.stringify(answer.json)}`);
  return {
    order,
    shipmentId: answer.json.shipmentId as string,
    messages: answer.json.messages as string[],
    rates: answer.json.rates as {
      object_id: string;
      amount: string;
      provider: string;
      serviceLevelName: string;
      packages: number;
      packageRates: string[] | null;
    }[],
  };
}

/** Ship Package for a shipment of several packages, numbered from `packageNumber`. */
export function buyPackages(
  token: string,
  invoiceNumber: string,
  rate: { object_id: string; packages: number; packageRates: string[] | null },
  packageNumber = 1,
) {
  return callRoute(createFromShipStation, {
    token,
    body: {
      shippoData: { rateId: rate.object_id, ...(rate.packageRates ? { packageRates: rate.packageRates } : {}) },
      shipmentData: { invoiceNumber, packageNumber, packages: rate.packages },
    },
  });
}

export function buy(token: string, invoiceNumber: string, rateId: string, packageNumber = 1) {
  return callRoute(createFromShipStation, {
    token,
    body: { shippoData: { rateId }, shipmentData: { invoiceNumber, packageNumber } },
  });
}

export function postFreight(token: string, body: Record<string, unknown>) {
  return callRoute(postFreightRoute, { token, body });
}

/** What is left of a shipment after its label, as the success dialog reads it. */
export function workflowOf(token: string, workflowId: string) {
  return callRoute(workflowRoute, { token, params: { workflowId } });
}

/** Waits (as the success dialog does) until the server has finished the shipment's steps; answers them. */
export async function workflowSettled(token: string, workflowId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await workflowOf(token, workflowId);
    if (res.status !== 200) throw new Error(`workflow ${res.status}: ${JSON.stringify(res.json)}`);
    if (res.json.settled || Date.now() > deadline) return res.json as WorkflowDto;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Void Label on one shipment record, as the screens press it. */
export function voidLabelOf(token: string, shipmentId: string, body: Record<string, unknown> = {}) {
  return callRoute(voidRoute, { token, params: { shipmentId }, body });
}

/** The lines on the order's first generation, as the ERP stand-in holds them. */
export async function orderLinesAt(erpSim: ErpSim, invoice: string) {
  const erp = (path: string, init?: RequestInit) => fetch(`${erpSim.baseUrl}:5000${path}`, init);
  const session = await erp("/Sessions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "JSMITH", password: "staff1234" }),
  });
  const erpToken = decodeURIComponent(((await session.json()) as { sessionToken: string }).sessionToken);
  const res = await erp(`/SalesOrders/${invoice}`, { headers: { Authorization: `SessionToken ${erpToken}` } });
  const order = (await res.json()) as {
    generations: {
      printStatus: string;
      lineItems: { lineItemProduct: { productId: number; comments?: string; unitPrice: number } }[];
    }[];
  };
  return order.generations[0];
}

/** The freight lines on the order's first generation that carry this tracking number, as the ERP stand-in holds them. */
export async function freightLinesAt(erpSim: ErpSim, invoice: string, tracking: string) {
  const g = await orderLinesAt(erpSim, invoice);
  return {
    printStatus: g.printStatus,
    lines: g.lineItems.filter((l) => l.lineItemProduct.comments?.includes(`Tracking: ${tracking}`)),
  };
}
