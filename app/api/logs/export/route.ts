// GET /api/logs/export – every entry the Logs filters show, as CSV (admin)
import { authedRoute } from "@/lib/api/handler";
import { exportLogsCsv } from "@/lib/logs/export-logs";
import { exportLogsQuerySchema } from "@/lib/logs/schemas";

export const GET = authedRoute(
  async ({ req, db }) => {
    const filters = exportLogsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
    const day = new Date().toISOString().slice(0, 10);
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
