/** Reads sales orders at the run's ERP stand-in, as someone checking the ERP would. */
const base = (port: number) => `${process.env.E2E_ERP_BASE_URL}:${port}`;

type Line = { lineItemProduct: { productId: number; unitPrice: number; comments?: string } };
type Order = {
  generations: { salesTotal: { value: number }; shipToName: string; poNumber: string; lineItems: Line[] }[];
};

/** One call to the run's ERP stand-in as an ERP user; GET unless told. */
async function erpCall<T>(path: string, port: number, method = "GET"): Promise<T> {
  const login = await fetch(`${base(port)}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "KWALKER", password: "erp1234" }),
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const res = await fetch(`${base(port)}${path}`, {
    method,
    headers: { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` },
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Puts an invoice of the branch back in its shipping queue, as someone at the ERP re-queues a printed invoice
 * (`PUT /SalesOrders/{id}/PrintStatus?printStatus=Q`): an invoice no other spec ships, for a spec that ships one.
 * `pick` chooses among the branch's printed UPS invoices on terms other than COD (in the ERP's order).
 */
export async function requeueInvoice(branch: string, pick: (printed: string[]) => string, port = 5000) {
  const query = new URLSearchParams({ ShipBranch: branch, OrderStatus: "Invoice", PrintStatus: "P", pageSize: "500" });
  const { results } = await erpCall<{ results: { generations: QueuedGeneration[] }[] }>(`/SalesOrders?${query}`, port);
  const printed = results
    .map((o) => o.generations.at(-1)!)
    .filter(
      (g) => g.printStatus === "P" && g.shipBranch === branch && !/COD/i.test(g.termsCode) && /UPS/i.test(g.shipVia),
    )
    .map((g) => g.fullInvoiceID);
  const invoice = pick(printed);
  const [orderId] = invoice.split(".");
  await erpCall(`/SalesOrders/${orderId}/PrintStatus?printStatus=Q`, port, "PUT");
  return invoice;
}

/** Takes an invoice out of its branch's queue again, as printing it at the ERP does (`printStatus=P`). */
export async function markPrinted(invoice: string, port = 5000) {
  const [orderId] = invoice.split(".");
  await erpCall(`/SalesOrders/${orderId}/PrintStatus?printStatus=P`, port, "PUT");
}

export function readErpOrder(order: string, port = 5000): Promise<Order> {
  return erpCall<Order>(`/SalesOrders/${order}`, port);
}

type QueuedGeneration = {
  fullInvoiceID: string;
  printStatus: string;
  shipBranch: string;
  termsCode: string;
  shipVia: string;
};

/** Invoices waiting in a branch's shipping queue on terms other than COD, as the ERP holds them now. */
export async function queuedInvoices(branch: string, port = 5000): Promise<string[]> {
  return (await queuedParcels(branch, port)).map((g) => g.fullInvoiceID);
}

/** The same invoices with the ship via each order asks for. */
export async function queuedParcels(
  branch: string,
  port = 5000,
): Promise<{ fullInvoiceID: string; shipVia: string }[]> {
  const query = new URLSearchParams({ ShipBranch: branch, OrderStatus: "Invoice", PrintStatus: "Q", pageSize: "500" });
  const { results } = await erpCall<{ results: { generations: QueuedGeneration[] }[] }>(`/SalesOrders?${query}`, port);
  return results
    .flatMap((o) => o.generations)
    .filter(
      (g) =>
        g.printStatus === "Q" &&
        g.shipBranch === branch &&
        !/COD/i.test(g.termsCode) &&
        /UPS|FEDEX|USPS/i.test(g.shipVia),
    )
    .map(({ fullInvoiceID, shipVia }) => ({ fullInvoiceID, shipVia }));
}

/** The lines of the ERP stand-in's surcharge product (100002) on the order's first generation. */
export async function surchargeLineCount(order: string, port = 5000): Promise<number> {
  const { generations } = await readErpOrder(order, port);
  return generations[0].lineItems.filter((l) => l.lineItemProduct.productId === 100002).length;
}

/** The freight lines on an invoice's generation that name this tracking number, as the ERP holds them now. */
export async function freightLinesFor(invoice: string, tracking: string, port = 5000): Promise<Line[]> {
  const { generations } = await readErpOrder(invoice, port);
  return generations.flatMap((g) => g.lineItems).filter((l) => l.lineItemProduct.comments?.includes(tracking));
}
