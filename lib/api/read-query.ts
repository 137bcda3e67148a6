import type { NextRequest } from "next/server";
import type { z } from "zod";

/**
 * A route's query string read by its schema (`?a=1&b=x` as `{ a: "1", b: "x" }`; a name given twice keeps its last
 * value). A bad query throws the schema's ZodError, which the wrapper answers as a 400.
 */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams));
}
