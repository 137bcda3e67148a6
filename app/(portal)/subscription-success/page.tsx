import { SubscriptionSuccess } from "@/components/subscription-success/subscription-success";
import { Alert } from "@/components/ui/alert";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { requireUser } from "@/lib/auth/current-user";
import { getSubscriptionSession, type SubscriptionSession } from "@/lib/billing/get-subscription-session";
import { checkoutSessionIdSchema } from "@/lib/billing/schemas";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where Stripe sends the subscriber back (`return_url`); the session is the caller's own or "not found". */
export default async function SubscriptionSuccessPage({ searchParams }: Props) {
  const user = await requireUser();
  const sessionId = checkoutSessionIdSchema.safeParse((await searchParams).session_id);
  if (!sessionId.success) return <Alert tone="error">Missing checkout session in URL</Alert>;
  let session: SubscriptionSession;
  try {
    session = await getSubscriptionSession(await getDb(), { claims: user, sessionId: sessionId.data });
  } catch (err) {
    return <Alert tone="error">{err instanceof ApiError ? err.message : "Failed to load product information"}</Alert>;
  }
  return <SubscriptionSuccess session={session} />;
}
