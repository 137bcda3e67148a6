import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { WebhookDeliveries } from "@/components/admin/webhook-deliveries/webhook-deliveries";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listDeliveries } from "@/lib/shipping/tracking/list-deliveries";

export default async function WebhookDeliveriesPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  return <WebhookDeliveries initial={await listDeliveries(await getDb(), {})} />;
}
