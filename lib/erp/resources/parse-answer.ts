import type { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { ERP_MESSAGES } from "../erp-fetch";

/**
 * Reads an ERP answer with its schema. An answer that does not fit is the ERP's fault, not the caller's: a 502,
 * never the 400 a ZodError would become.
 */
export function parseAnswer<T extends z.ZodType>(schema: T, answer: unknown, call: string): z.output<T> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  logger.warn({ call, issues: parsed.error.issues.slice(0, 3) }, "ERP answer not in the expected shape");
  throw new ApiError({ code: "bad_gateway", message: ERP_MESSAGES.unexpected });
}
