import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { readQuery } from "@/lib/api/read-query";

const schema = z.object({ limit: z.coerce.number().int().max(100).default(20), type: z.string().max(10).optional() });
const get = (query: string) => new NextRequest(`http://portal.test/api/logs${query}`);

describe("readQuery", () => {
  it("answers the query string as the schema reads it", () => {
    expect(readQuery(get("?limit=5&type=login"), schema)).toEqual({ limit: 5, type: "login" });
    expect(readQuery(get(""), schema)).toEqual({ limit: 20 });
  });

  it("keeps the last value of a name given twice", () => {
    expect(readQuery(get("?type=a&type=b"), schema).type).toBe("b");
  });

  it("throws the schema's ZodError for a bad query, which routes answer as a 400", () => {
    expect(() => readQuery(get("?limit=500"), schema)).toThrow(ZodError);
  });
});
