/** Reads sales orders at the run's ERP stand-in, as someone checking the ERP would. */
const base = (port: number) => `${process.env.E2E_ERP_BASE_URL}:${port}`;

type Line = { lineItemProduct: { productId: number; unitPrice: number } };
type Order = {
  generations: { salesTotal: { value: number }; shipToName: string; poNumber: string; lineItems: Line[] }[];
};

async function erpGet<T>(path: string, port: number): Promise<T> {
  const login = await fetch(`${base(port)}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "KWALKER", password: "erp1234" }),
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const res = await fetch(`${base(port)}${path}`, {
    headers: { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export function readErpOrder(order: string, port = 5000): Promise<Order> {
  return erpGet<Order>(`/SalesOrders/${order}`, port);
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
  const { results } = await erpGet<{ results: { generations: QueuedGeneration[] }[] }>(`/SalesOrders?${query}`, port);
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
