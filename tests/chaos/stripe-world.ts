// The world of the Stripe flows: the Stripe stand-in delivering its webhooks to our route handler, and a new
// subscriber (a user of Karen's company) per schedule. The effect of a webhook is ours, so it is counted at our
// database: a trigger of the checker's own records each product a user row gains or loses.
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { POST as createSession } from "@/app/api/stripe/create-checkout-session/route";
import { users } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { StripeStandIn } from "@/tests/helpers/stripe-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { answerOf } from "./answers";
import type { Answer, Fault, WorldOptions } from "./model";

export type StripeWorld = {
  env: TestEnv & { stripe: StripeStandIn };
  karen: typeof users.$inferSelect;
  subscribers: number;
};

const PRODUCT_CHANGES = [
  "create table chaos_product_changes (user_id uuid not null, product text not null, change text not null)",
  `create function chaos_record_product_change() returns trigger language plpgsql as $$
begin
  insert into chaos_product_changes (user_id, product, change)
    select new.id, p, 'grant' from jsonb_array_elements_text(new.products) p where not (old.products ? p)
    union all
    select new.id, p, 'revoke' from jsonb_array_elements_text(old.products) p where not (new.products ? p);
  return new;
end $$`,
  "create trigger chaos_product_changes after update of products on users for each row execute function chaos_record_product_change()",
];

export async function startStripeWorld(opts: WorldOptions): Promise<StripeWorld> {
  const env = await startTestEnv({ ...opts, stripe: true });
  for (const statement of PRODUCT_CHANGES) await env.db.execute(sql.raw(statement));
  const karen = await env.db.query.users.findFirst({ where: eq(users.email, DEMO.karen.email) });
  return { env, karen: karen!, subscribers: 0 };
}

/** A new user of Karen's company (her ERP login), signed in: whose checkout this schedule is about. */
export async function newSubscriber(world: StripeWorld) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...karen } = world.karen;
  const email = `chaos-${++world.subscribers}-${Date.now()}@example.com`;
  const [user] = await world.env.db
    .insert(users)
    .values({ ...karen, email, products: [] })
    .returning();
  return { user, token: await loginAs(email, DEMO.karen.password) };
}

/** The subscriber's checkout of a product, paid at the stand-in; answers the events Stripe recorded for it. */
export async function payCheckout(world: StripeWorld, token: string, productId: string) {
  const { status, json } = await callRoute(createSession, { method: "POST", token, body: { productId } });
  if (status !== 200) throw new Error(`checkout not opened: ${status} ${JSON.stringify(json)}`);
  const sessionId = (json.clientSecret as string).split("_secret_")[0];
  const paid = await world.env.stripe.control<{
    session: Stripe.Checkout.Session;
    events: { id: string; type: string }[];
  }>(`/checkout/sessions/${sessionId}/complete`, {});
  return {
    subscriptionId: paid.session.subscription as string,
    completed: paid.events.find((e) => e.type === "checkout.session.completed")!.id,
  };
}

/** Stripe (re)delivering one event to our handler: the answer Stripe gets. */
export async function deliver(world: StripeWorld, eventId: string): Promise<Answer> {
  const { delivery } = await world.env.stripe.control<{ delivery: { status: number | null; error?: string } }>(
    `/events/${eventId}/resend`,
    { signature: "valid" },
  );
  return answerOf(delivery.status ?? 0, undefined);
}

export async function productChanges(world: StripeWorld, userId: string, change: "grant" | "revoke"): Promise<number> {
  const { rows } = (await world.env.db.execute(
    sql`select count(*)::int as n from chaos_product_changes where user_id = ${userId} and change = ${change}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

export const STRIPE_FAULTS = ["read-4xx", "read-429", "read-5xx", "db-drop"] as const satisfies readonly Fault[];

/** Stripe refusing our reads of its subscriptions (the grant's status check, the revoke's search for another). */
export async function armStripeFault(world: StripeWorld, fault: Fault) {
  const status = { "read-4xx": 400, "read-429": 429, "read-5xx": 500 }[fault as "read-4xx"];
  if (status) await world.env.stripe.control("/fail-next", { status, path: "/v1/subscriptions" });
}

export const stripeWorldParts = {
  clearFaults: (world: StripeWorld) => world.env.stripe.control("/fail-next", undefined, "DELETE"),
  databaseUrl: (world: StripeWorld) => world.env.databaseUrl,
  db: (world: StripeWorld) => world.env.db,
  close: (world: StripeWorld) => world.env.close(),
};
