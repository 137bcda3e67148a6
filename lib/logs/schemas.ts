import { z } from "zod";

export const DEFAULT_LOG_LIMIT = 100;
export const MAX_LOG_LIMIT = 1000;

/** An empty query value is "no filter". */
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/logs (CLARIFICATIONS 37): type exact, email a case-insensitive substring, newest first, 100 by default. */
export const listLogsQuerySchema = z.object({
  type: optionalFilter(50),
  email: optionalFilter(200),
  limit: z.coerce.number().int().min(1).max(MAX_LOG_LIMIT).default(DEFAULT_LOG_LIMIT),
  /** The id of the last entry of the previous page (keyset paging: fast at any depth). */
  cursor: z.uuid("cursor must be the id of a log entry").optional(),
});
export type ListLogsQuery = z.output<typeof listLogsQuerySchema>;

/** The export takes the same filters and no page. */
export const exportLogsQuerySchema = listLogsQuerySchema.pick({ type: true, email: true });
export type LogFilters = z.output<typeof exportLogsQuerySchema>;
