import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logCspViolation, logRejection, logSubmission } from './logger';

const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)));
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.advanceTimersByTime(60_000);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const violation = (blockedUrl: string, directive = 'script-src-elem') => ({
  directive,
  blockedUrl,
  documentUrl: 'https://sandesh.example/services/sms?email=a%40b.in#top',
  disposition: 'enforce',
});

describe('the log', () => {
  it('writes one JSON line per outcome, naming the lead by its id alone', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    logSubmission('demo_request', { outcome: 'accepted', status: 'pending' }, 'lead-1');
    expect(lines(log)).toEqual([
      {
        at: expect.any(String),
        event: 'demo_request',
        outcome: 'accepted',
        status: 'pending',
        lead: 'lead-1',
      },
    ]);
  });

  it('writes a rejection once a minute per kind, then how many more came', () => {
    for (let i = 0; i < 1_000; i += 1)
      logRejection('newsletter_subscription', 'invalid_token', 403);
    logRejection('newsletter_subscription', 'bad_json', 400);
    expect(lines(warn).map((line) => line.reason)).toEqual(['invalid_token', 'bad_json']);
    vi.advanceTimersByTime(60_000);
    expect(lines(warn)[2]).toMatchObject({
      outcome: 'rejected',
      reason: 'invalid_token',
      status: 403,
      repeats: 999,
    });
    expect(warn).toHaveBeenCalledTimes(3);
    logRejection('newsletter_subscription', 'invalid_token', 403);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('writes a CSP violation once a minute per directive and blocked URL, keeping no query, credentials or page query', () => {
    for (let i = 0; i < 20; i += 1) logCspViolation(violation('inline'));
    logCspViolation(violation('https://user:pw@cdn.example/a.js?token=t1#x'));
    logCspViolation(violation('https://cdn.example/a.js?token=t2'));
    logCspViolation(violation('data:text/javascript,alert(1)'));
    logCspViolation(violation('/relative.js?token=t3', 'style-src-elem'));
    vi.advanceTimersByTime(60_000);
    expect(lines(warn)).toEqual([
      {
        at: expect.any(String),
        event: 'csp-violation',
        directive: 'script-src-elem',
        blockedUrl: 'inline',
        documentPath: '/services/sms',
        disposition: 'enforce',
      },
      expect.objectContaining({ blockedUrl: 'https://cdn.example/a.js' }),
      expect.objectContaining({ blockedUrl: 'data' }),
      expect.objectContaining({ blockedUrl: '/relative.js' }),
      expect.objectContaining({ blockedUrl: 'inline', repeats: 19 }),
      expect.objectContaining({ blockedUrl: 'https://cdn.example/a.js', repeats: 1 }),
    ]);
  });

  it('holds at most 500 blocked URLs a minute: the rest share one line', () => {
    for (let i = 0; i < 600; i += 1) logCspViolation(violation(`https://img${i}.example/`));
    expect(warn).toHaveBeenCalledTimes(501);
    expect(lines(warn).at(-1)).toMatchObject({ directive: 'other', blockedUrl: 'other' });
    // Rejections come from a fixed set of kinds: they are never lumped in with the reports.
    logRejection('csp-report', 'too_large', 413);
    expect(lines(warn).at(-1)).toMatchObject({ reason: 'too_large' });
    vi.advanceTimersByTime(60_000);
    expect(lines(warn).at(-1)).toMatchObject({ blockedUrl: 'other', repeats: 99 });
  });
});
