// GET /api/logs/export – every entry the Logs filters show, as CSV (admin)
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { csvDate } from "@/lib/dates/csv-date";
import { exportLogsCsv } from "@/lib/logs/export-logs";
import { exportLogsQuerySchema } from "@/lib/logs/schemas";

export const GET = authedRoute(
  async ({ req, db }) => {
    const filters = readQuery(req, exportLogsQuerySchema);
    const day = csvDate(new Date());
    return new Response(exportLogsCsv(db, filters), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="logs-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
  { admin: true },
);
