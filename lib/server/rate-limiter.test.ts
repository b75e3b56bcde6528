import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from './rate-limiter';

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

  it('keys clients by the first forwarded address', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe(
      '203.0.113.7',
    );
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});
