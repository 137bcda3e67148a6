// GET /api/logs – log entries, newest first (admin; type exact, email substring, limit, cursor = last id seen)
import { NextResponse } from "next/server";
import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/read-query";
import { listLogs } from "@/lib/logs/list-logs";
import { listLogsQuerySchema } from "@/lib/logs/schemas";

export const GET = authedRoute(
  async ({ req, db }) => {
    const query = readQuery(req, listLogsQuerySchema);
    const entries = await listLogs(db, query);
    // The spec's client reads a list; the next page starts after the last entry when the page is full.
    const next = entries.length === query.limit ? entries[entries.length - 1]!._id : null;
    return NextResponse.json(entries, { headers: next ? { "X-Next-Cursor": next } : {} });
  },
  { admin: true },
);
