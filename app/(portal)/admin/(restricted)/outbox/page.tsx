import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { PageHeader } from "@/components/admin/page-header";
import { OutboxTable } from "@/components/admin/outbox/outbox-table";
import { Alert } from "@/components/ui/alert";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listOutbox, OUTBOX_PAGE_SIZE } from "@/lib/email/list-outbox";
import { getEnv } from "@/lib/env";

export default async function OutboxPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  const emails = await listOutbox(await getDb());
  const smtp = Boolean(getEnv().SMTP_URL);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Outbox" />
      <Alert tone={smtp ? "info" : "warning"}>
        {smtp
          ? "Invites and customer mails are sent by SMTP; this is the record of each one."
          : "No mail server is configured (SMTP_URL), so invites and customer mails are not sent: they are kept here instead."}
      </Alert>
      <OutboxTable emails={emails} />
      {emails.length === OUTBOX_PAGE_SIZE ? (
        <p className="text-sm text-slate-500">Showing the newest {OUTBOX_PAGE_SIZE} mails.</p>
      ) : null}
    </div>
  );
}
