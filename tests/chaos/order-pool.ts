// Orders for flows whose key is an order (the surcharge): each schedule takes one the flow has not used. When all
// are used the ERP stand-in goes back to its seed and the flow's intents are forgotten: a new world, same orders.
import type { ErpSim } from "@/sim/erp/server";
import { ERP_USERS } from "@/sim/erp/fixtures";
import { signIn } from "@/tests/integration/sim-erp/helpers";

type OrderIds = { results: string[] | { id: string }[] };

export async function listOrderIds(erp: ErpSim, max = 3000): Promise<string[]> {
  const client = await signIn(erp, 5000, ERP_USERS.staff);
  const ids: string[] = [];
  for (let start = 1; ids.length < max; start += 1000) {
    const page = await client.json<OrderIds>(`/SalesOrders?onlyIds=true&pageSize=1000&startIndex=${start}`);
    if (!page.results.length) break;
    ids.push(...page.results.map((r) => (typeof r === "string" ? r : r.id)));
  }
  return ids.slice(0, max);
}
