import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRejection, logSubmission, maskEmail, REJECTION_LOG_INTERVAL_MS } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('submission log', () => {
  it('masks the email to its first letter and domain', () => {
    expect(maskEmail('asha.verma@example.in')).toBe('a***@example.in');
    expect(maskEmail('no-at-sign')).toMatch(/^sha256:[0-9a-f]{12}$/);
  });

  it('writes one JSON line per outcome, without the full email', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logSubmission('demo_request', { outcome: 'accepted', status: 'pending' }, 'asha@example.in');
    logSubmission('demo_request', { outcome: 'rejected', reason: 'invalid_token', status: 403 });
    const accepted = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(accepted).toMatchObject({
      event: 'demo_request',
      outcome: 'accepted',
      status: 'pending',
      email: 'a***@example.in',
    });
    expect(JSON.stringify(accepted)).not.toContain('asha@');
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
    vi.advanceTimersByTime(REJECTION_LOG_INTERVAL_MS);
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
