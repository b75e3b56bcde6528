import { describe, expect, it } from 'vitest';
import { issueXsrfToken, xsrfRejection } from './xsrf';

const site = { publicOrigin: 'https://www.example.in', trustForwardedHost: false };
const proxied = { ...site, trustForwardedHost: true };
const token = 'o'.repeat(43);
const valid = { host: 'site.example', cookie: `a=1; XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
const laravel = 'eyJpdiI6IkJ3dz09IiwidmFsdWUiOiJ4In0%3D';
const forwarded = {
  host: '127.0.0.1:3000',
  'x-forwarded-host': 'shop.example.in',
  origin: 'https://shop.example.in',
};
const ok = undefined;

describe('the anti-forgery check', () => {
  it.each([
    ['matching cookie and header', {}, site, ok],
    ['the Host header’s origin', { origin: 'https://site.example' }, site, ok],
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }, site, ok],
    [
      'ours after a foreign one',
      { cookie: `XSRF-TOKEN=${laravel}; XSRF-TOKEN=${token}` },
      site,
      ok,
    ],
    ['Host rewritten by nginx', { host: '127.0.0.1:3000', origin: site.publicOrigin }, site, ok],
    ['a trusted proxy’s forwarded host', forwarded, proxied, ok],
    ['anyone else’s forwarded host', forwarded, site, 'cross_origin'],
    ['no token', { cookie: '', 'x-xsrf-token': '' }, site, 'missing_token'],
    ['no header', { 'x-xsrf-token': '' }, site, 'missing_token'],
    ['no cookie', { cookie: '' }, site, 'missing_token'],
    ['a different token', { 'x-xsrf-token': 'x'.repeat(43) }, site, 'invalid_token'],
    [
      'no token of ours',
      { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
      site,
      'missing_token',
    ],
    [
      'a malformed cookie',
      { cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%' },
      site,
      'missing_token',
    ],
    ['another site', { origin: 'https://evil.example' }, site, 'cross_origin'],
    ['a null origin', { origin: 'null' }, site, 'cross_origin'],
    ['an origin with a path', { origin: 'https://site.example/path' }, site, 'cross_origin'],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, site, 'cross_origin'],
    ['a same-site fetch', { 'sec-fetch-site': 'same-site' }, site, 'cross_origin'],
    [
      'cross-site, naming us',
      { 'sec-fetch-site': 'cross-site', origin: site.publicOrigin },
      site,
      'cross_origin',
    ],
  ])('with %s: %s', (_, headers: Record<string, string>, where, rejection) => {
    expect(xsrfRejection(new Headers({ ...valid, ...headers }), where)).toBe(rejection);
  });
});

describe('GET /api/v1.0/xsrf', () => {
  const issue = (url: string, headers: Record<string, string> = {}) =>
    issueXsrfToken(new Request(url, { headers }));

  it('issues a random script-readable same-site cookie, never cached, Secure over https', () => {
    const first = issue('http://127.0.0.1/api/v1.0/xsrf');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(first.status).toBe(204);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    expect(issue('http://127.0.0.1/').headers.get('set-cookie')).not.toBe(cookie);
    expect(issue('https://www.example.in/').headers.get('set-cookie')).toMatch(/; Secure$/);
    expect(
      issue('http://127.0.0.1/', { 'x-forwarded-proto': 'https' }).headers.get('set-cookie'),
    ).toMatch(/; Secure$/);
  });

  it('renews the token the browser holds, and replaces a malformed one', () => {
    const renewed = issue('http://127.0.0.1/', {
      cookie: `XSRF-TOKEN=${laravel}; XSRF-TOKEN=${token}`,
    });
    expect(renewed.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${token};`);
    const fresh = issue('http://127.0.0.1/', { cookie: 'XSRF-TOKEN=%E0%A4%A' });
    expect(fresh.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
  });
});
