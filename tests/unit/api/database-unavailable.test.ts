import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE, errorResponse, INTERNAL_ERROR_MESSAGE } from "@/lib/api/errors";

/** As drizzle hands a failed query on: its own error, with the driver's error as `cause`. */
const failedQuery = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("a database that went away", () => {
  it("answers 503 with Retry-After for a shutdown, a connection exception or a closed socket", async () => {
    for (const cause of [
      { code: "57P01", message: "terminating connection due to administrator command" },
      { code: "08006", message: "connection failure" },
      { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" },
      new Error("Connection terminated unexpectedly"),
    ]) {
      const res = errorResponse(failedQuery(cause));
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("1");
      expect(await res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });

  it("keeps other query failures a 500 that says nothing of the database", async () => {
    const res = errorResponse(failedQuery({ code: "42703", message: 'column "nope" does not exist' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: INTERNAL_ERROR_MESSAGE });
  });
});
