import { afterEach, describe, expect, it, vi } from "vitest";
import { startWithBackOff } from "@/lib/jobs/start-with-back-off";

describe("startWithBackOff (jobs start once the database is back)", () => {
  afterEach(() => vi.useRealTimers());

  it("tries again after each failure, waiting twice as long each time up to the cap, and gives what the start gave", async () => {
    // The clock is the test's: the waits are read off it exactly, whatever else the machine is doing.
    vi.useFakeTimers();
    const attempts: number[] = [];
    const started = startWithBackOff(
      async () => {
        attempts.push(Date.now());
        if (attempts.length < 4) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return "running";
      },
      { what: "test jobs", firstDelayMs: 40, maxDelayMs: 100 },
    );
    await vi.advanceTimersByTimeAsync(39);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(started).resolves.toBe("running");
    expect(attempts).toHaveLength(4);
    // 40, 80, then capped at 100.
    expect(attempts.slice(1).map((at, i) => at - attempts[i])).toEqual([40, 80, 100]);
  });
});
