import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { LOGS_PAGE_SIZE } from "@/components/admin/logs/logs-query";
import { LogsViewer } from "@/components/admin/logs/logs-viewer";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listLogs } from "@/lib/logs/list-logs";
import { exportLogsQuerySchema } from "@/lib/logs/schemas";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LogsPage({ searchParams }: Props) {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  const params = await searchParams;
  const parsed = exportLogsQuerySchema.safeParse({ type: params.type, email: params.email });
  const filters = parsed.success ? parsed.data : { type: undefined, email: undefined };
  const entries = await listLogs(await getDb(), { ...filters, limit: LOGS_PAGE_SIZE + 1 });
  return <LogsViewer initialFilters={filters} initialEntries={entries} />;
}
