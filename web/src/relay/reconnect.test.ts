import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reconnectPolicy } from "./environment";

// How long retryWait(retries) waits after a close with code.
async function waitAfter(code: number, retries: number): Promise<number> {
  const policy = reconnectPolicy();
  (policy.on!.closed as (e: unknown) => void)({ code });
  const start = Date.now();
  const done = policy.retryWait!(retries);
  await vi.runAllTimersAsync();
  await done;
  return Date.now() - start;
}

describe("the live socket's reconnect policy", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reconnects at once when the server restarts (1012)", async () => {
    for (let i = 0; i < 20; i++) expect(await waitAfter(1012, 0)).toBeLessThanOrEqual(250);
  });

  it("backs off after other drops, and after a restart that keeps failing", async () => {
    for (let i = 0; i < 20; i++) {
      expect(await waitAfter(1006, 0)).toBeGreaterThanOrEqual(500);
      expect(await waitAfter(1012, 1)).toBeGreaterThanOrEqual(1000);
    }
  });

  it("never retries after a 44xx close", () => {
    const { shouldRetry } = reconnectPolicy();
    expect(shouldRetry!({ code: 4401 })).toBe(false);
    expect(shouldRetry!({ code: 4403 })).toBe(false);
    expect(shouldRetry!({ code: 1012 })).toBe(true);
    expect(shouldRetry!({ code: 1006 })).toBe(true);
  });
});
