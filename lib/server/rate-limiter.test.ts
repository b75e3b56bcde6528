import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, MAX_KEY_LENGTH } from './rate-limiter';

/** Heap in use after a full collection (the flag is set at run time, as vitest has no option). */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('rate limiter', () => {
  it('allows the limit per minute per client, then says when to retry', () => {
    let now = 1_000_000;
    const take = createRateLimiter({ limit: () => 3, now: () => now });
    expect([take('a'), take('a'), take('a')].every((d) => d.allowed)).toBe(true);
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(take('b').allowed).toBe(true);
    now += 45_500;
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now += 14_500;
    expect(take('a').allowed).toBe(true);
  });

  it('forgets the oldest window first when full', () => {
    let now = 0;
    const take = createRateLimiter({ limit: () => 1, maxKeys: 2, now: () => now });
    take('a');
    now += 1;
    take('b');
    expect(take('b').allowed).toBe(false);
    take('c');
    expect(take('b').allowed).toBe(false);
    expect(take('a').allowed).toBe(true);
  });

  it('cuts long keys, so they cost no more than short ones', () => {
    const take = createRateLimiter({ limit: () => 1 });
    const long = 'k'.repeat(16 * 1024);
    take(`${long}-1`);
    expect(take(`${long}-2`).allowed).toBe(false);
    expect(take('k'.repeat(MAX_KEY_LENGTH)).allowed).toBe(false);
  });

  it('stays under 4 MB of heap after 100,000 distinct keys of 16 KB', () => {
    const take = createRateLimiter({ limit: () => 5 });
    const before = heapAfterGc();
    for (let i = 0; i < 100_000; i += 1) take(`${i}:${'x'.repeat(16 * 1024)}`.slice(0, 16 * 1024));
    const grown = heapAfterGc() - before;
    console.log(`rate limiter: +${(grown / 1024 / 1024).toFixed(2)} MB after 100,000 keys`);
    expect(grown).toBeLessThan(4 * 1024 * 1024);
    expect(take('0:x').allowed).toBe(true);
  });
});
