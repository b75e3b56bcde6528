import { describe, expect, it } from 'vitest';
import {
  GIVE_UP_AFTER_MS,
  MAX_RETRY_AFTER_MS,
  MAX_RETRY_DELAY_MS,
  nextAttemptAt,
} from './retry-schedule';

const now = 1_800_000_000_000;
const leadCreatedNow = { createdAt: now, now, firstRetryMs: 20_000 };

describe('the retry schedule', () => {
  it('retries the first failure within 30 s, even with the poll interval after it', () => {
    for (const random of [0, 0.5, 0.999]) {
      const at = nextAttemptAt({ ...leadCreatedNow, failures: 1, random: () => random });
      expect(at! - now).toBeLessThanOrEqual(20_000);
      expect(at! - now + 5_000).toBeLessThan(30_000);
    }
  });

  it('doubles the wait after each failure, with up to a quarter of jitter, capped at 10 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (failures) => nextAttemptAt({ ...leadCreatedNow, failures, random: () => 0 })! - now,
    );
    expect(waits).toEqual([20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000, 600_000]);
    const jittered = nextAttemptAt({ ...leadCreatedNow, failures: 3, random: () => 0.999 })! - now;
    expect(jittered).toBeGreaterThan(60_000);
    expect(jittered).toBeLessThan(80_000);
    expect(MAX_RETRY_DELAY_MS).toBe(600_000);
  });

  it('gives up on a lead seven days old', () => {
    const old = { ...leadCreatedNow, createdAt: now - GIVE_UP_AFTER_MS };
    expect(nextAttemptAt({ ...old, failures: 900 })).toBeUndefined();
    expect(nextAttemptAt({ ...old, createdAt: old.createdAt + 1, failures: 900 })).toBeDefined();
  });

  it('waits at least as long as the upstream’s Retry-After asks, up to an hour', () => {
    const at = (retryAfterMs: number) =>
      nextAttemptAt({ ...leadCreatedNow, failures: 1, retryAfterMs, random: () => 0 })! - now;
    expect(at(1_000)).toBe(20_000);
    expect(at(90_000)).toBe(90_000);
    expect(at(10 * 24 * 3_600_000)).toBe(MAX_RETRY_AFTER_MS);
  });
});
