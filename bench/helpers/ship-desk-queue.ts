// The invoices the ship-desk bench ships: the ERP stand-in's queue (print status Q) at the staff user's branches,
// and when that holds too few (two portals side by side each ship their own), printed invoices put back in it.
import { ERP_USERS } from "@/sim/erp/fixtures";

/** `requeued`: a printed invoice the bench put back in the queue. */
export type QueuedInvoice = { branch: string; invoice: string; requeued?: true };

type Generation = { printStatus: string; orderStatus: string; shipBranch: string; fullInvoiceID: string };

async function staffHeaders(erpOrigin: string) {
  const res = await fetch(`${erpOrigin}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ERP_USERS.staff.userName, password: ERP_USERS.staff.password }),
  });
  const { sessionToken } = (await res.json()) as { sessionToken: string };
  return { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` };
}

/** The branch's invoiced generations with this print status (the ERP lists a passing order with all of them). */
async function invoicesAt(erpOrigin: string, headers: Record<string, string>, branch: string, printStatus: string) {
  const res = await fetch(
    `${erpOrigin}/SalesOrders?ShipBranch=${branch}&OrderStatus=Invoice&PrintStatus=${printStatus}&pageSize=500`,
    { headers },
  );
  const { results } = (await res.json()) as { results: { generations: Generation[] }[] };
  return results
    .flatMap((o) => o.generations)
    .filter((g) => g.printStatus === printStatus && g.orderStatus === "Invoice" && g.shipBranch === branch)
    .map((g) => g.fullInvoiceID);
}

/**
 * Every invoice queued at the staff user's branches, branch by branch; then, when fewer than `wanted`, the latest
 * printed invoices of each branch put back in the queue (the ERP's own call), spread evenly over the branches so no
 * branch's queue grows much, and listed after the queue, branch by branch. The queue's own order comes first, so the
 * first invoices are the same whatever `wanted` is.
 */
export async function benchQueue(erpOrigin: string, wanted: number): Promise<QueuedInvoice[]> {
  const headers = await staffHeaders(erpOrigin);
  const branches = ERP_USERS.staff.accessibleBranches;
  const queued: QueuedInvoice[] = [];
  for (const branch of branches)
    for (const invoice of await invoicesAt(erpOrigin, headers, branch, "Q")) queued.push({ branch, invoice });
  const missing = wanted - queued.length;
  if (missing <= 0) return queued;
  const perBranch = Math.ceil(missing / branches.length);
  // An order with a generation in the queue keeps its other generations as they are.
  const orderOf = (invoice: string) => invoice.split(".")[0];
  const inQueue = new Set(queued.map((q) => orderOf(q.invoice)));
  const requeued: QueuedInvoice[] = [];
  for (const branch of branches) {
    const printed = (await invoicesAt(erpOrigin, headers, branch, "P"))
      .filter((invoice) => !inQueue.has(orderOf(invoice)))
      .slice(-perBranch);
    for (const invoice of printed) {
      const res = await fetch(`${erpOrigin}/SalesOrders/${invoice}/PrintStatus?printStatus=Q`, {
        method: "PUT",
        headers,
      });
      if (!res.ok) throw new Error(`putting ${invoice} back in the queue: ${res.status} ${await res.text()}`);
      requeued.push({ branch, invoice, requeued: true });
    }
  }
  return [...queued, ...requeued];
}
