import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataDir,
  instanceSubmissionsPerMinute,
  rateLimitPerMinute,
  siteUrl,
  trustedProxyHops,
  upstreamApiBase,
} from './config';

afterEach(() => vi.unstubAllEnvs());

describe('configuration', () => {
  it('defaults SITE_URL to localhost:3000 and trims a trailing slash', () => {
    vi.stubEnv('SITE_URL', '');
    expect(siteUrl()).toBe('http://localhost:3000');
    vi.stubEnv('SITE_URL', 'https://example.in/');
    expect(siteUrl()).toBe('https://example.in');
  });

  it('names the variable when a value is malformed', () => {
    vi.stubEnv('UPSTREAM_API_BASE', 'not a url');
    expect(() => upstreamApiBase()).toThrow(/UPSTREAM_API_BASE/);
    vi.stubEnv('SITE_URL', 'ftp://example.in');
    expect(() => siteUrl()).toThrow(/SITE_URL/);
  });

  it('leaves the upstream unset when the variable is empty', () => {
    vi.stubEnv('UPSTREAM_API_BASE', '');
    expect(upstreamApiBase()).toBeUndefined();
  });

  it('reads the rate limit and the data folder at run time, with defaults', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '');
    vi.stubEnv('DATA_DIR', '');
    expect(rateLimitPerMinute()).toBe(5);
    expect(dataDir()).toBe('data');
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000');
    vi.stubEnv('DATA_DIR', '/tmp/leads');
    expect(rateLimitPerMinute()).toBe(1000);
    expect(dataDir()).toBe('/tmp/leads');
  });

  it('rejects a rate limit that is not a positive whole number', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', 'many');
    expect(() => rateLimitPerMinute()).toThrow(/RATE_LIMIT_PER_MINUTE/);
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '0');
    expect(() => rateLimitPerMinute()).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('trusts no proxy unless told how many append to X-Forwarded-For', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    expect(trustedProxyHops()).toBe(0);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(trustedProxyHops()).toBe(2);
    for (const bad of ['-1', 'one', '1.5', '11']) {
      vi.stubEnv('TRUSTED_PROXY_HOPS', bad);
      expect(() => trustedProxyHops()).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });

  it('caps all submissions to one instance, 120 a minute unless set', () => {
    vi.stubEnv('INSTANCE_SUBMISSIONS_PER_MINUTE', '');
    expect(instanceSubmissionsPerMinute()).toBe(120);
    vi.stubEnv('INSTANCE_SUBMISSIONS_PER_MINUTE', '0');
    expect(() => instanceSubmissionsPerMinute()).toThrow(/INSTANCE_SUBMISSIONS_PER_MINUTE/);
  });
});
