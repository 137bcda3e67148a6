import { describe, expect, it } from "vitest";
import { startWithBackOff } from "@/lib/jobs/start-with-back-off";

describe("startWithBackOff (jobs start once the database is back)", () => {
  it("tries again after each failure, waiting twice as long each time up to the cap, and gives what the start gave", async () => {
    const attempts: number[] = [];
    const started = await startWithBackOff(
      async () => {
        attempts.push(Date.now());
        if (attempts.length < 4) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return "running";
      },
      { what: "test jobs", firstDelayMs: 40, maxDelayMs: 100 },
    );
    expect(started).toBe("running");
    expect(attempts).toHaveLength(4);
    const waits = attempts.slice(1).map((at, i) => at - attempts[i]);
    // 40, 80, then capped at 100 (timers may fire a little late, never early).
    expect(waits[0]).toBeGreaterThanOrEqual(38);
    expect(waits[1]).toBeGreaterThanOrEqual(78);
    expect(waits[2]).toBeGreaterThanOrEqual(98);
    expect(waits[2]).toBeLessThan(160);
  });
});
