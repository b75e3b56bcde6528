import { post } from './support/api';
import { newToken } from '@/testing/raw-request';
import { expect, test } from './support/test';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';

const invalidEmail = messages.Newsletter.errors.invalidEmail;

test.describe('the token endpoint', () => {
  test('issues a script-readable, same-site token cookie and is never cached', async ({
    request,
  }) => {
    const response = await request.get(endpoints.xsrf);
    expect(response.status()).toBe(204);
    expect(response.headers()['cache-control']).toBe('no-store');
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
  });

  test('pages never set the cookie', async ({ request }) => {
    for (const path of ['/', '/contact']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('answers 405 to other methods', async ({ request }) => {
    const response = await request.post(endpoints.xsrf);
    expect(response.status()).toBe(405);
    expect(await response.json()).toMatchObject({ statusCode: 405 });
  });
});

test.describe(`POST ${endpoints.subscribe}`, () => {
  test('forwards the email as GET ?email= and passes the JSON through', async ({ request }) => {
    const marker = uniqueMarker('sub');
    const email = `  ${marker}@example.in `;
    const response = await post(request, endpoints.subscribe, { email });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Thanks for subscribing to our newsletter!',
    });
    const received = await upstreamRequests(marker);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe(
      `/api/v1.0/subscriber/add?email=${encodeURIComponent(`${marker}@example.in`)}`,
    );
  });

  test('passes a statusCode other than 200 through in an HTTP 200', async ({ request }) => {
    const response = await post(request, endpoints.subscribe, {
      email: `${uniqueMarker('status-201')}@example.in`,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 201, message: 'Already registered' });
  });

  test('answers 200 with statusCode 200 when the upstream fails: the site keeps the lead', async ({
    request,
  }) => {
    const response = await post(request, endpoints.subscribe, {
      email: `${uniqueMarker('upstream-500')}@example.in`,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Thanks for subscribing to our newsletter!',
    });
  });

  test('refuses bad requests without calling the upstream', async ({ request }) => {
    const marker = uniqueMarker('subreject');
    const email = `${marker}@example.in`;
    const foreign = { headers: { origin: 'https://evil.example' } };

    const cases: [string, () => ReturnType<typeof post>, number][] = [
      ['no token', () => post(request, endpoints.subscribe, { email }, { token: null }), 403],
      [
        'wrong token',
        () => post(request, endpoints.subscribe, { email }, { header: newToken() }),
        403,
      ],
      ['foreign Origin', () => post(request, endpoints.subscribe, { email }, foreign), 403],
      [
        'cross-site fetch',
        () =>
          post(
            request,
            endpoints.subscribe,
            { email },
            { headers: { 'sec-fetch-site': 'cross-site' } },
          ),
        403,
      ],
      ['malformed JSON', () => post(request, endpoints.subscribe, `{"email": "${email}"`), 400],
      [
        'body over 16 KiB',
        () => post(request, endpoints.subscribe, { email, padding: 'x'.repeat(16 * 1024) }),
        413,
      ],
      ['GET', () => request.get(`${endpoints.subscribe}?email=${email}`), 405],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.status(), name).toBe(status);
      expect(await response.json(), name).toMatchObject({ statusCode: status });
    }

    const invalid = await post(request, endpoints.subscribe, { email: `${marker}-at-example.in` });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({
      statusCode: 422,
      message: expect.any(String),
      errors: { email: invalidEmail },
    });
    const empty = await post(request, endpoints.subscribe, {});
    expect((await empty.json()).errors).toEqual({ email: invalidEmail });

    const honeypot = await post(request, endpoints.subscribe, {
      email,
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(honeypot.status()).toBe(200);
    expect((await honeypot.json()).statusCode).toBe(200);

    expect(await upstreamRequests(marker)).toEqual([]);
  });

  test('a same-origin request with the Origin header passes', async ({ request, baseURL }) => {
    const marker = uniqueMarker('suborigin');
    const response = await post(
      request,
      endpoints.subscribe,
      { email: `${marker}@example.in` },
      { headers: { origin: baseURL ?? '', 'sec-fetch-site': 'same-origin' } },
    );
    expect(response.status()).toBe(200);
    expect(await upstreamRequests(marker)).toHaveLength(1);
  });
});
