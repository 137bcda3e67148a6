import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { ActionsInDoubt } from "@/components/admin/actions-in-doubt/actions-in-doubt";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listStuckIntents } from "@/lib/check-again/stuck-intents";

/** Issue 24: labels, freight, surcharges and ERP records that may have been made and are not confirmed yet. */
export default async function ActionsInDoubtPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  return <ActionsInDoubt initial={await listStuckIntents(await getDb())} />;
}
