/** Reads sales orders at the run's ERP stand-in, as someone checking the ERP would. */
const base = (port: number) => `${process.env.E2E_ERP_BASE_URL}:${port}`;

type Line = { lineItemProduct: { productId: number; unitPrice: number } };
type Order = { generations: { salesTotal: { value: number }; shipToName: string; poNumber: string; lineItems: Line[] }[] };

export async function readErpOrder(order: string, port = 5000): Promise<Order> {
  const login = await fetch(`${base(port)}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "KWALKER", password: "erp1234" }),
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const res = await fetch(`${base(port)}/SalesOrders/${order}`, { headers: { Authorization: `SessionToken ${decodeURIComponent(sessionToken)}` } });
  if (!res.ok) throw new Error(`GET /SalesOrders/${order}: ${res.status}`);
  return (await res.json()) as Order;
}

/** The lines of the ERP stand-in's surcharge product (100002) on the order's first generation. */
export async function surchargeLineCount(order: string, port = 5000): Promise<number> {
  const { generations } = await readErpOrder(order, port);
  return generations[0].lineItems.filter((l) => l.lineItemProduct.productId === 100002).length;
}
