import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_KEYS_PER_INTERVAL,
  LOG_REPEATS_INTERVAL_MS,
  logCspViolation,
  loggedBlockedUrl,
  loggedDocumentPath,
  logRejection,
  logSubmission,
  oncePerInterval,
} from './logger';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('submission log', () => {
  it('writes one JSON line per outcome, naming the lead by its id and never its address', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logSubmission('demo_request', { outcome: 'accepted', status: 'pending' }, 'lead-1');
    logSubmission('demo_request', { outcome: 'rejected', reason: 'invalid_token', status: 403 });
    const accepted = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(accepted).toMatchObject({
      event: 'demo_request',
      outcome: 'accepted',
      status: 'pending',
      lead: 'lead-1',
    });
    expect(Object.keys(accepted)).not.toContain('email');
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      outcome: 'rejected',
      reason: 'invalid_token',
      status: 403,
    });
  });

  it('writes the first rejection of a kind at once, then one count a minute', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 1_000; i += 1)
      logRejection('newsletter_subscription', 'invalid_token', 403);
    logRejection('newsletter_subscription', 'bad_json', 400);
    expect(warn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(JSON.parse(String(warn.mock.calls[2]?.[0]))).toMatchObject({
      outcome: 'rejected',
      reason: 'invalid_token',
      status: 403,
      repeats: 999,
    });
    logRejection('newsletter_subscription', 'invalid_token', 403);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('once per interval', () => {
  it('writes a key at once, then its count when the interval is over, then forgets it', () => {
    vi.useFakeTimers();
    const lines: [string, number | undefined][] = [];
    const note = oncePerInterval<string>((entry, repeats) => lines.push([entry, repeats]));
    note('a', 'first a');
    note('a', 'second a');
    note('a', 'third a');
    note('b', 'only b');
    expect(lines).toEqual([
      ['first a', undefined],
      ['only b', undefined],
    ]);
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS - 1);
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(1);
    // b came once: nothing to add for it.
    expect(lines.slice(2)).toEqual([['first a', 2]]);
    note('a', 'a again');
    expect(lines.slice(3)).toEqual([['a again', undefined]]);
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS);
    expect(lines).toHaveLength(4);
  });

  it('counts keys past the bound under the overflow entry', () => {
    vi.useFakeTimers();
    const lines: [string, number | undefined][] = [];
    const note = oncePerInterval<string>((entry, repeats) => lines.push([entry, repeats]), {
      overflow: 'others',
      maxKeys: 3,
    });
    for (let i = 0; i < 10; i += 1) note(`key ${i}`, `entry ${i}`);
    note('key 0', 'entry 0');
    expect(lines).toEqual([
      ['entry 0', undefined],
      ['entry 1', undefined],
      ['entry 2', undefined],
      ['others', undefined],
    ]);
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS);
    expect(lines.slice(4)).toEqual([
      ['entry 0', 1],
      ['others', 6],
    ]);
    note('key 9', 'entry 9');
    expect(lines.at(-1)).toEqual(['entry 9', undefined]);
  });
});

describe('CSP violation log', () => {
  it('keeps no query, fragment or credentials of a blocked URL, and the path alone of the page', () => {
    expect(loggedBlockedUrl('https://user:pw@cdn.example/a.js?token=secret#x')).toBe(
      'https://cdn.example/a.js',
    );
    expect(loggedBlockedUrl('inline')).toBe('inline');
    expect(loggedBlockedUrl('data:text/javascript,alert(1)')).toBe('data');
    expect(loggedBlockedUrl('blob:https://sandesh.example/5f0c')).toBe('blob');
    expect(loggedBlockedUrl('/relative.js?token=secret')).toBe('/relative.js');
    expect(loggedBlockedUrl(`https://cdn.example/${'a'.repeat(2_000)}`)).toHaveLength(512);
    expect(loggedDocumentPath('https://sandesh.example/services/sms?email=a%40b.in#top')).toBe(
      '/services/sms',
    );
  });

  it('writes one line per directive and blocked URL a minute, with the repeats after it', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const violation = {
      directive: 'script-src-elem',
      blockedUrl: 'inline',
      documentUrl: 'https://sandesh.example/services/sms?utm_source=x',
      disposition: 'enforce',
    };
    for (let i = 0; i < 20; i += 1) logCspViolation(violation);
    // Another query of the same script is the same blocked URL in the log.
    logCspViolation({ ...violation, blockedUrl: 'https://cdn.example/a.js?v=1' });
    logCspViolation({ ...violation, blockedUrl: 'https://cdn.example/a.js?v=2' });
    logCspViolation({ ...violation, directive: 'style-src-attr' });
    const lines = () => warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines()).toEqual([
      {
        at: expect.any(String),
        event: 'csp-violation',
        directive: 'script-src-elem',
        blockedUrl: 'inline',
        documentPath: '/services/sms',
        disposition: 'enforce',
      },
      expect.objectContaining({ blockedUrl: 'https://cdn.example/a.js' }),
      expect.objectContaining({ directive: 'style-src-attr', blockedUrl: 'inline' }),
    ]);
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS);
    expect(lines().slice(3)).toEqual([
      expect.objectContaining({ directive: 'script-src-elem', blockedUrl: 'inline', repeats: 19 }),
      expect.objectContaining({ blockedUrl: 'https://cdn.example/a.js', repeats: 1 }),
    ]);
  });

  it('holds a bounded number of directives and blocked URLs a minute', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const count = LOG_KEYS_PER_INTERVAL + 100;
    for (let i = 0; i < count; i += 1) {
      logCspViolation({
        directive: 'img-src',
        blockedUrl: `https://img${i}.example/`,
        documentUrl: 'https://sandesh.example/',
        disposition: 'enforce',
      });
    }
    expect(warn).toHaveBeenCalledTimes(LOG_KEYS_PER_INTERVAL + 1);
    expect(JSON.parse(String(warn.mock.calls.at(-1)?.[0]))).toMatchObject({
      directive: 'other',
      blockedUrl: 'other',
    });
    vi.advanceTimersByTime(LOG_REPEATS_INTERVAL_MS);
    expect(JSON.parse(String(warn.mock.calls.at(-1)?.[0]))).toMatchObject({
      blockedUrl: 'other',
      repeats: 99,
    });
  });
});
