import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { startSiteServer } from './support/site-server';
import { uniqueMarker, upstreamOrigin, upstreamRequests } from './support/upstream';
import { messages } from '@/content/messages';
import { earliestServerDate } from '@/lib/forms/calendar-date';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { demoRequestBody } from './support/demo-request';

const SUBSCRIBE = '/api/v1.0/subscriber/add';
const DEMO = '/api/v1.0/web/demo/req';
const demoErrors = messages.DemoRequestForm.errors;
const invalidEmail = messages.Newsletter.errors.invalidEmail;

function token(): string {
  return randomBytes(32).toString('base64url');
}

type PostOptions = { token?: string | null; header?: string; headers?: Record<string, string> };

/** POSTs raw text the way the site's own page would: same origin, cookie and header tokens. */
function post(
  request: APIRequestContext,
  path: string,
  body: unknown,
  { token: cookieToken = token(), header, headers = {} }: PostOptions = {},
) {
  const tokenHeaders: Record<string, string> =
    cookieToken === null
      ? {}
      : { cookie: `XSRF-TOKEN=${cookieToken}`, 'x-xsrf-token': header ?? cookieToken };
  return request.post(path, {
    headers: { 'content-type': 'application/json', ...tokenHeaders, ...headers },
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    maxRedirects: 0,
  });
}

test.describe('GET /api/v1.0/xsrf', () => {
  test('issues a script-readable, same-site token cookie and is never cached', async ({
    request,
  }) => {
    const response = await request.get('/api/v1.0/xsrf');
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
    const response = await request.post('/api/v1.0/xsrf');
    expect(response.status()).toBe(405);
    expect(await response.json()).toMatchObject({ statusCode: 405 });
  });
});

test.describe(`POST ${SUBSCRIBE}`, () => {
  test('forwards the email as GET ?email= and passes the JSON through', async ({ request }) => {
    const marker = uniqueMarker('sub');
    const email = `  ${marker}@example.in `;
    const response = await post(request, SUBSCRIBE, { email });
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
    const response = await post(request, SUBSCRIBE, {
      email: `${uniqueMarker('status-201')}@example.in`,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 201, message: 'Already registered' });
  });

  test('answers 200 with statusCode 200 when the upstream fails: the site keeps the lead', async ({
    request,
  }) => {
    const response = await post(request, SUBSCRIBE, {
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
      ['no token', () => post(request, SUBSCRIBE, { email }, { token: null }), 403],
      ['wrong token', () => post(request, SUBSCRIBE, { email }, { header: token() }), 403],
      ['foreign Origin', () => post(request, SUBSCRIBE, { email }, foreign), 403],
      [
        'cross-site fetch',
        () => post(request, SUBSCRIBE, { email }, { headers: { 'sec-fetch-site': 'cross-site' } }),
        403,
      ],
      ['malformed JSON', () => post(request, SUBSCRIBE, `{"email": "${email}"`), 400],
      [
        'body over 16 KiB',
        () => post(request, SUBSCRIBE, { email, padding: 'x'.repeat(16 * 1024) }),
        413,
      ],
      ['GET', () => request.get(`${SUBSCRIBE}?email=${email}`), 405],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.status(), name).toBe(status);
      expect(await response.json(), name).toMatchObject({ statusCode: status });
    }

    const invalid = await post(request, SUBSCRIBE, { email: `${marker}-at-example.in` });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({
      statusCode: 422,
      message: expect.any(String),
      errors: { email: invalidEmail },
    });
    const empty = await post(request, SUBSCRIBE, {});
    expect((await empty.json()).errors).toEqual({ email: invalidEmail });

    const honeypot = await post(request, SUBSCRIBE, {
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
      SUBSCRIBE,
      { email: `${marker}@example.in` },
      { headers: { origin: baseURL ?? '', 'sec-fetch-site': 'same-origin' } },
    );
    expect(response.status()).toBe(200);
    expect(await upstreamRequests(marker)).toHaveLength(1);
  });
});

const demoRequest = demoRequestBody;

test.describe(`POST ${DEMO}`, () => {
  test('forwards exactly the schema fields as JSON and passes the answer through', async ({
    request,
  }) => {
    const marker = uniqueMarker('demoapi');
    const body = demoRequest(`${marker}@example.in`);
    const response = await post(request, DEMO, { ...body, extra: 'dropped', [HONEYPOT_FIELD]: '' });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ statusCode: 200, message: 'Demo request received' });
    const received = await upstreamRequests(marker);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(body);
  });

  test('accepts yesterday in UTC (time-zone slack) and refuses the day before', async ({
    request,
  }) => {
    const marker = uniqueMarker('demodate');
    const yesterday = earliestServerDate();
    const ok = await post(request, DEMO, {
      ...demoRequest(`${marker}a@example.in`),
      demoDate: yesterday,
    });
    expect(ok.status()).toBe(200);
    const dayBefore = earliestServerDate(Date.now() - 24 * 60 * 60 * 1000);
    const tooEarly = await post(request, DEMO, {
      ...demoRequest(`${marker}b@example.in`),
      demoDate: dayBefore,
    });
    expect(tooEarly.status()).toBe(422);
    expect((await tooEarly.json()).errors).toEqual({ demoDate: demoErrors.datePast });
    expect(await upstreamRequests(`${marker}b`)).toEqual([]);
  });

  test('answers 422 with every field message', async ({ request }) => {
    const marker = uniqueMarker('demo422');
    const response = await post(request, DEMO, {
      name: 'A',
      email: `${'a'.repeat(65)}${marker}@example.in`,
      mobile: '12345',
      subject: 'sales',
      message: 'short',
      demoDate: '2020-01-01',
      demoTime: '14:30',
      wapNotification: 'yes',
      connectExpert: false,
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      message: expect.any(String),
      errors: {
        name: demoErrors.nameMin,
        email: demoErrors.emailInvalid,
        mobile: demoErrors.mobileDigits,
        subject: demoErrors.subjectInvalid,
        message: demoErrors.messageMin,
        demoDate: demoErrors.datePast,
        demoTime: demoErrors.timeInvalid,
        wapNotification: demoErrors.notificationInvalid,
        connectExpert: demoErrors.connectExpert,
      },
    });
    const empty = await post(request, DEMO, {});
    expect((await empty.json()).errors).toEqual({
      name: demoErrors.nameRequired,
      email: demoErrors.emailRequired,
      mobile: demoErrors.mobileRequired,
      message: demoErrors.messageRequired,
      demoDate: demoErrors.dateRequired,
      demoTime: demoErrors.timeRequired,
      connectExpert: demoErrors.connectExpert,
    });
    expect(await upstreamRequests(marker)).toEqual([]);
  });

  test('refuses bad requests without calling the upstream', async ({ request }) => {
    const marker = uniqueMarker('demoreject');
    const body = demoRequest(`${marker}@example.in`);
    const cases: [string, () => ReturnType<typeof post>, number][] = [
      ['no token', () => post(request, DEMO, body, { token: null }), 403],
      ['wrong token', () => post(request, DEMO, body, { header: token() }), 403],
      [
        'foreign Origin',
        () => post(request, DEMO, body, { headers: { origin: 'https://evil.example' } }),
        403,
      ],
      ['malformed JSON', () => post(request, DEMO, `{"email":"${marker}@example.in",`), 400],
      [
        'body over 16 KiB',
        () => post(request, DEMO, { ...body, message: 'x'.repeat(17 * 1024) }),
        413,
      ],
      ['GET', () => request.get(`${DEMO}?email=${marker}`), 405],
      ['PUT', () => request.put(DEMO, { data: body }), 405],
      ['DELETE', () => request.delete(`${DEMO}?email=${marker}`), 405],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.status(), name).toBe(status);
      expect(await response.json(), name).toMatchObject({ statusCode: status });
    }
    const honeypot = await post(request, DEMO, {
      ...body,
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(honeypot.status()).toBe(200);
    expect(await honeypot.json()).toMatchObject({ statusCode: 200 });
    expect(await upstreamRequests(marker)).toEqual([]);
  });

  test('answers 200 when the upstream answers 5xx or hangs past 8 s, within 9 s', async ({
    request,
  }) => {
    test.setTimeout(30_000);
    for (const prefix of ['upstream-500', 'upstream-hang']) {
      const started = Date.now();
      const response = await post(request, DEMO, demoRequest(`${uniqueMarker(prefix)}@example.in`));
      expect(response.status(), prefix).toBe(200);
      expect(await response.json()).toEqual({ statusCode: 200, message: 'Demo request received' });
      expect(Date.now() - started).toBeLessThan(9_000);
      if (prefix === 'upstream-hang') expect(Date.now() - started).toBeGreaterThanOrEqual(7_900);
    }
  });
});

test.describe('rate limit', () => {
  test('answers 429 with Retry-After past the per-minute limit', async ({ playwright }) => {
    const server = await startSiteServer({
      RATE_LIMIT_PER_MINUTE: '2',
      UPSTREAM_API_BASE: upstreamOrigin,
    });
    try {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const marker = uniqueMarker('ratelimit');
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await post(request, SUBSCRIBE, { email: `${marker}${i}@example.in` });
        statuses.push(response.status());
        if (response.status() === 429) {
          const retryAfter = Number(response.headers()['retry-after']);
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(60);
          expect(await response.json()).toMatchObject({ statusCode: 429 });
        }
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect((await upstreamRequests(marker)).map((r) => r.url)).not.toContainEqual(
        expect.stringContaining(`${marker}2`),
      );
      await request.dispose();
    } finally {
      await server.stop();
    }
  });
});

test.describe('GET /api/health', () => {
  test('reports the store and the outbox, never cached, with no personal data', async ({
    request,
  }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const health = await response.json();
    expect(health).toEqual({
      status: 'ok',
      store: 'sqlite',
      pending: expect.any(Number),
      oldestPendingSeconds: expect.any(Number),
    });
    expect(JSON.stringify(health)).not.toContain('@');
    expect((await request.post('/api/health')).status()).toBe(405);
  });
});
