import { Chip } from "@/components/ui/chip";
import { EmptyRow, Th, Td, Tr } from "@/components/ui/table";
import type { LogDto } from "@/lib/logs/log-dto";
import { LocalTime } from "../local-time";

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

/** Timestamp, User, Company, Type, Message and Meta Info (IP and method as chips), in a 500px scrolling box. */
export function LogsTable({ entries, loading }: { entries: LogDto[]; loading: boolean }) {
  return (
    <div className="relative h-[500px] overflow-auto rounded-md border border-slate-200 bg-white" data-testid="logs-table-box">
      <table aria-label="Logs" aria-busy={loading || undefined} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="sticky top-0 z-10">
          <tr>
            <Th>Timestamp</Th>
            <Th>User</Th>
            <Th>Company</Th>
            <Th>Type</Th>
            <Th>Message</Th>
            <Th>Meta Info</Th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? <EmptyRow colSpan={6}>{loading ? "Loading logs…" : "No log entries match these filters."}</EmptyRow> : null}
          {entries.map((e) => {
            const ip = text(e.meta.ip);
            const method = text(e.meta.method);
            return (
              <Tr key={e._id}>
                <Td className="whitespace-nowrap">
                  <LocalTime iso={e.timestamp} />
                </Td>
                <Td>{e.userEmail ?? "—"}</Td>
                <Td>{e.companyCode ?? "—"}</Td>
                <Td>
                  <Chip tone={e.type === "login-failure" ? "warning" : e.type === "admin" ? "brand" : "neutral"}>{e.type}</Chip>
                </Td>
                <Td className="max-w-md break-words">{e.message}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1" title={JSON.stringify(e.meta)}>
                    {ip ? <Chip>IP: {ip}</Chip> : null}
                    {method ? <Chip tone="brand">{method}</Chip> : null}
                  </div>
                </Td>
              </Tr>
            );
          })}
        </tbody>
      </table>
      {loading && entries.length > 0 ? (
        <div className="absolute inset-x-0 top-10 flex justify-center">
          <span className="rounded-full bg-slate-900/80 px-3 py-1 text-xs text-white">Loading…</span>
        </div>
      ) : null}
    </div>
  );
}
