import type { z } from "zod";
import type { ErpConnection } from "../erp-fetch";

export type ErpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One ERP call the proxy lets through: its method, path template (`{name}` segments), the params it accepts
 * (a strict zod object, so nothing else reaches the ERP), its body, and the typed lib/erp function that makes it.
 */
export type AllowEntry = {
  method: ErpMethod;
  path: string;
  params: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  run(
    conn: ErpConnection,
    args: { path: Record<string, string>; params: Record<string, unknown>; body: unknown },
  ): Promise<unknown>;
};

export function allow<P extends Record<string, unknown>, B = undefined>(entry: {
  method: ErpMethod;
  path: string;
  params: z.ZodType<P>;
  body?: z.ZodType<B>;
  run(conn: ErpConnection, args: { path: Record<string, string>; params: P; body: B }): Promise<unknown>;
}): AllowEntry {
  return entry as unknown as AllowEntry;
}
