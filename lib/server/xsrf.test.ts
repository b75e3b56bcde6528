import { describe, expect, it } from 'vitest';
import { newXsrfToken, xsrfCookie, xsrfRejection } from './xsrf';

const token = newXsrfToken();

function headers(values: Record<string, string>) {
  return new Headers({ host: 'site.example', ...values });
}

describe('xsrf check', () => {
  it('issues random 32-byte tokens', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newXsrfToken()).not.toBe(token);
  });

  it('accepts a matching cookie and header from the same origin', () => {
    const same = { cookie: `a=1; XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    expect(xsrfRejection(headers(same))).toBeUndefined();
    expect(xsrfRejection(headers({ ...same, origin: 'https://site.example' }))).toBeUndefined();
    expect(xsrfRejection(headers({ ...same, 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
  });

  it('refuses a missing or different token', () => {
    expect(xsrfRejection(headers({}))).toBe('missing_token');
    expect(xsrfRejection(headers({ cookie: `XSRF-TOKEN=${token}` }))).toBe('missing_token');
    expect(xsrfRejection(headers({ 'x-xsrf-token': token }))).toBe('missing_token');
    expect(
      xsrfRejection(headers({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': newXsrfToken() })),
    ).toBe('invalid_token');
    expect(xsrfRejection(headers({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }))).toBe(
      'invalid_token',
    );
  });

  it('refuses another site, even with a matching token', () => {
    const valid = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    expect(xsrfRejection(headers({ ...valid, origin: 'https://evil.example' }))).toBe(
      'cross_origin',
    );
    expect(xsrfRejection(headers({ ...valid, origin: 'null' }))).toBe('cross_origin');
    expect(xsrfRejection(headers({ ...valid, 'sec-fetch-site': 'cross-site' }))).toBe(
      'cross_origin',
    );
  });

  it('sets a script-readable, same-site cookie, Secure over https', () => {
    expect(xsrfCookie(token, false)).toBe(`XSRF-TOKEN=${token}; Path=/; SameSite=Strict`);
    expect(xsrfCookie(token, true)).toMatch(/; Secure$/);
    expect(xsrfCookie(token, true)).not.toMatch(/HttpOnly/i);
  });
});
