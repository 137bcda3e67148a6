import { describe, expect, it } from "vitest";
import { loginBodySchema } from "@/lib/sign-in/schemas";
import { ThrottledError } from "@/lib/sign-in/throttle";
import { updatePortBodySchema } from "@/lib/users/update-port";

describe("login body", () => {
  it("requires both fields and trims the username", () => {
    expect(loginBodySchema.parse({ email: "  a@b.c ", password: "x" }).email).toBe("a@b.c");
    expect(loginBodySchema.safeParse({ email: "", password: "x" }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: "a@b.c", password: "" }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: "a@b.c" }).success).toBe(false);
  });
});

describe("port body", () => {
  it("takes a whole port number, also as text", () => {
    expect(updatePortBodySchema.parse({ port: "5001" }).port).toBe(5001);
    expect(updatePortBodySchema.safeParse({ port: 50.5 }).success).toBe(false);
    expect(updatePortBodySchema.safeParse({ port: "abc" }).success).toBe(false);
    expect(updatePortBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("ThrottledError", () => {
  it("says when to try again, in whole minutes", () => {
    expect(new ThrottledError(30).message).toBe("Too many failed sign-ins. Please try again in 1 minute.");
    expect(new ThrottledError(14 * 60 + 1).message).toBe("Too many failed sign-ins. Please try again in 15 minutes.");
  });
});
