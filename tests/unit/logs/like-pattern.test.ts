import { describe, expect, it } from "vitest";
import { containsPattern } from "@/lib/logs/like-pattern";
import { listLogsQuerySchema } from "@/lib/logs/schemas";

describe("the Logs filters", () => {
  it("escape LIKE's wildcards so the email is matched literally", () => {
    expect(containsPattern("alice")).toBe("%alice%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });

  it("treat empty filters as none and default to 100 entries", () => {
    expect(listLogsQuerySchema.parse({ type: "", email: " " })).toEqual({
      type: undefined,
      email: undefined,
      limit: 100,
    });
    expect(listLogsQuerySchema.parse({ limit: "25" }).limit).toBe(25);
    expect(listLogsQuerySchema.safeParse({ cursor: "x" }).success).toBe(false);
  });
});
