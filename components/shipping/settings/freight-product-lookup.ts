import { erpProxy } from "@/lib/api-client/api-fetch";

/** Spec 3 section 3, freight product: productId or id, description or name, category. */
export type FreightProduct = { id: string; description: string; category: string };

type RawProduct = { id?: unknown; productId?: unknown; description?: unknown; name?: unknown; category?: unknown };

function toFreightProduct(p: RawProduct): FreightProduct {
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return { id: text(p.productId ?? p.id), description: text(p.description ?? p.name), category: text(p.category) };
}

export async function searchFreightProducts(keyword: string, signal: AbortSignal): Promise<FreightProduct[]> {
  const answer = await erpProxy<{ results?: RawProduct[] }>(
    { method: "GET", url: "/Products", params: { keyword, pageSize: 20 } },
    signal,
  );
  return (answer.results ?? []).map(toFreightProduct).filter((p) => p.id);
}

export async function getFreightProduct(id: string): Promise<FreightProduct> {
  return toFreightProduct(await erpProxy<RawProduct>({ method: "GET", url: `/Products/${encodeURIComponent(id)}` }));
}
