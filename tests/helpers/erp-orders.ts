// Reads orders straight from the ERP stand-in, as someone checking the ERP would, to count surcharge lines.
import { ERP_USERS, PRODUCTS } from "@/sim/erp/fixtures";
import type { ErpSim } from "@/sim/erp/server";

type Line = { lineItemProduct: { productId: number; unitPrice: number; quantity: number; um: string } };
type Generation = {
  generationId: number;
  salesTotal: { value: number };
  priceTotal: { value: number };
  shipToName: string;
  poNumber: string;
  lineItems: Line[];
};

export async function erpSession(
  erp: ErpSim,
  port = 5000,
  user: { userName: string; password: string } = ERP_USERS.staff,
) {
  const res = await fetch(`${erp.baseUrl}:${port}/Sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: user.userName, password: user.password }),
  });
  const body = (await res.json()) as { sessionToken: string };
  return decodeURIComponent(body.sessionToken);
}

export async function readOrder(erp: ErpSim, order: string, port = 5000): Promise<{ generations: Generation[] }> {
  const token = await erpSession(erp, port);
  const res = await fetch(`${erp.baseUrl}:${port}/SalesOrders/${order}`, {
    headers: { Authorization: `SessionToken ${token}` },
  });
  if (!res.ok) throw new Error(`GET /SalesOrders/${order}: ${res.status}`);
  return (await res.json()) as { generations: Generation[] };
}

/** The surcharge lines (product 100002) on the order's first generation. */
export async function surchargeLines(erp: ErpSim, order: string, port = 5000): Promise<Line[]> {
  const { generations } = await readOrder(erp, order, port);
  return generations[0].lineItems.filter((l) => l.lineItemProduct.productId === PRODUCTS.surcharge.id);
}

/** 2.5 % of the first generation's sales total, as the ERP shows it before the surcharge. */
export async function expectedAmount(erp: ErpSim, order: string, port = 5000): Promise<number> {
  const { generations } = await readOrder(erp, order, port);
  return Math.round(generations[0].salesTotal.value * 2.5) / 100;
}

export async function addLineAtErp(erp: ErpSim, order: string, unitPrice: number, port = 5000) {
  const token = await erpSession(erp, port);
  const res = await fetch(`${erp.baseUrl}:${port}/SalesOrders/${order}/LineItems?invoiceNumber=1`, {
    method: "POST",
    headers: { Authorization: `SessionToken ${token}`, "content-type": "application/json" },
    body: JSON.stringify([
      { lineItemProduct: { productId: PRODUCTS.surcharge.id, quantity: 1, um: "ea", umQuantity: 1, unitPrice } },
    ]),
  });
  if (!res.ok) throw new Error(`POST LineItems: ${res.status}`);
}
