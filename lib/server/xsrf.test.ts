import { describe, expect, it } from 'vitest';
import { existingXsrfToken, newXsrfToken, xsrfCookie, xsrfRejection } from './xsrf';

const token = newXsrfToken();
const site = { publicOrigin: 'https://www.example.in', trustForwardedHost: false };
const valid = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };

function headers(values: Record<string, string>) {
  return new Headers({ host: 'site.example', ...values });
}

describe('xsrf check', () => {
  it('issues random 32-byte tokens', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newXsrfToken()).not.toBe(token);
  });

  it('accepts a matching cookie and header from the same origin', () => {
    const same = { ...valid, cookie: `a=1; XSRF-TOKEN=${token}` };
    expect(xsrfRejection(headers(same), site)).toBeUndefined();
    expect(
      xsrfRejection(headers({ ...same, origin: 'https://site.example' }), site),
    ).toBeUndefined();
    expect(
      xsrfRejection(headers({ ...same, 'sec-fetch-site': 'same-origin' }), site),
    ).toBeUndefined();
  });

  it('refuses a missing or different token', () => {
    expect(xsrfRejection(headers({}), site)).toBe('missing_token');
    expect(xsrfRejection(headers({ cookie: `XSRF-TOKEN=${token}` }), site)).toBe('missing_token');
    expect(xsrfRejection(headers({ 'x-xsrf-token': token }), site)).toBe('missing_token');
    expect(
      xsrfRejection(
        headers({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': newXsrfToken() }),
        site,
      ),
    ).toBe('invalid_token');
    // A cookie that is not one of ours counts as none.
    expect(xsrfRejection(headers({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }), site)).toBe(
      'missing_token',
    );
  });

  it('refuses another site, even with a matching token', () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://site.example/path' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://www.example.in' },
    ];
    for (const values of foreign) {
      expect(xsrfRejection(headers({ ...valid, ...values }), site), JSON.stringify(values)).toBe(
        'cross_origin',
      );
    }
  });

  it('accepts a browser behind a proxy that rewrites Host', () => {
    const proxied = new Headers({ ...valid, host: '127.0.0.1:3000' });
    const browser = { origin: 'https://www.example.in', 'sec-fetch-site': 'same-origin' };
    for (const [name, value] of Object.entries(browser)) proxied.set(name, value);
    expect(xsrfRejection(proxied, site)).toBeUndefined();
    proxied.delete('sec-fetch-site');
    expect(xsrfRejection(proxied, site)).toBeUndefined();
  });

  it('takes the forwarded host only from a trusted proxy', () => {
    const forwarded = new Headers({
      ...valid,
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.in',
      origin: 'https://shop.example.in',
    });
    expect(xsrfRejection(forwarded, site)).toBe('cross_origin');
    expect(xsrfRejection(forwarded, { ...site, trustForwardedHost: true })).toBeUndefined();
  });

  it('never throws on a malformed cookie, and refuses it', () => {
    const malformed = headers({ cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%E0%A4%A' });
    expect(xsrfRejection(malformed, site)).toBe('missing_token');
    expect(existingXsrfToken(malformed)).toBeUndefined();
  });

  it("accepts ours when another application's XSRF-TOKEN comes first", () => {
    const laravel = 'eyJpdiI6IkJ3dz09IiwidmFsdWUiOiJ4In0%3D';
    const angular = newXsrfToken();
    const both = headers({
      cookie: `XSRF-TOKEN=${laravel}; XSRF-TOKEN=${angular}; XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    });
    expect(xsrfRejection(both, site)).toBeUndefined();
    expect(existingXsrfToken(both)).toBe(angular);
  });

  it('sets a script-readable, same-site cookie, Secure over https', () => {
    expect(xsrfCookie(token, false)).toBe(`XSRF-TOKEN=${token}; Path=/; SameSite=Strict`);
    expect(xsrfCookie(token, true)).toMatch(/; Secure$/);
    expect(xsrfCookie(token, true)).not.toMatch(/HttpOnly/i);
  });
});
