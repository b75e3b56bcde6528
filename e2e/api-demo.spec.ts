import { post } from './support/api';
import { newToken } from '@/testing/raw-request';
import { expect, test } from './support/test';
import { startSiteServer } from '@/testing/site-server';
import { uniqueMarker, upstreamOrigin, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { earliestServerDate } from '@/lib/forms/calendar-date';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { demoRequestBody } from './support/demo-request';
import { endpoints } from '@/lib/http/endpoints';
import { TEST_HEALTH_TOKEN } from '@/testing/health-token';

const demoErrors = messages.DemoRequestForm.errors;

const demoRequest = demoRequestBody;

test.describe(`POST ${endpoints.demoRequest}`, () => {
  test('forwards exactly the schema fields as JSON and passes the answer through', async ({
    request,
  }) => {
    const marker = uniqueMarker('demoapi');
    const body = demoRequest(`${marker}@example.in`);
    const response = await post(request, endpoints.demoRequest, {
      ...body,
      extra: 'dropped',
      [HONEYPOT_FIELD]: '',
    });
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
    const ok = await post(request, endpoints.demoRequest, {
      ...demoRequest(`${marker}a@example.in`),
      demoDate: yesterday,
    });
    expect(ok.status()).toBe(200);
    const dayBefore = earliestServerDate(Date.now() - 24 * 60 * 60 * 1000);
    const tooEarly = await post(request, endpoints.demoRequest, {
      ...demoRequest(`${marker}b@example.in`),
      demoDate: dayBefore,
    });
    expect(tooEarly.status()).toBe(422);
    expect((await tooEarly.json()).errors).toEqual({ demoDate: demoErrors.datePast });
    expect(await upstreamRequests(`${marker}b`)).toEqual([]);
  });

  test('answers 422 with every field message', async ({ request }) => {
    const marker = uniqueMarker('demo422');
    const response = await post(request, endpoints.demoRequest, {
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
    const empty = await post(request, endpoints.demoRequest, {});
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
      ['no token', () => post(request, endpoints.demoRequest, body, { token: null }), 403],
      [
        'wrong token',
        () => post(request, endpoints.demoRequest, body, { header: newToken() }),
        403,
      ],
      [
        'foreign Origin',
        () =>
          post(request, endpoints.demoRequest, body, {
            headers: { origin: 'https://evil.example' },
          }),
        403,
      ],
      [
        'malformed JSON',
        () => post(request, endpoints.demoRequest, `{"email":"${marker}@example.in",`),
        400,
      ],
      [
        'body over 16 KiB',
        () => post(request, endpoints.demoRequest, { ...body, message: 'x'.repeat(17 * 1024) }),
        413,
      ],
      ['GET', () => request.get(`${endpoints.demoRequest}?email=${marker}`), 405],
      ['PUT', () => request.put(endpoints.demoRequest, { data: body }), 405],
      ['DELETE', () => request.delete(`${endpoints.demoRequest}?email=${marker}`), 405],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.status(), name).toBe(status);
      expect(await response.json(), name).toMatchObject({ statusCode: status });
    }
    const honeypot = await post(request, endpoints.demoRequest, {
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
      const response = await post(
        request,
        endpoints.demoRequest,
        demoRequest(`${uniqueMarker(prefix)}@example.in`),
      );
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
        const response = await post(request, endpoints.subscribe, {
          email: `${marker}${i}@example.in`,
        });
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
  test('tells anyone only whether the site is up, never cached @smoke', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await request.post('/api/health')).status()).toBe(405);
  });

  test('gives the bearer of HEALTH_TOKEN the store and the outbox, with no personal data', async ({
    request,
  }) => {
    const response = await request.get('/api/health', {
      headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const health = await response.json();
    expect(health).toEqual({
      status: 'ok',
      store: 'sqlite',
      pending: expect.any(Number),
      oldestPendingSeconds: expect.any(Number),
      rejectedLast24Hours: expect.any(Number),
      failed: expect.any(Number),
      kept: 0,
      erasures: {
        awaitingConfirmation: expect.any(Number),
        awaitingOperator: expect.any(Number),
        telling: expect.any(Number),
      },
      // The test server sends leads to the upstream alone.
      destinations: {
        upstream: { pending: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
      },
    });
    expect(JSON.stringify(health)).not.toContain('@');
  });

  test('refuses a wrong token with 401 and no number', async ({ request }) => {
    const response = await request.get('/api/health', {
      headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}-wrong` },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    expect(await response.json()).toEqual({ statusCode: 401, message: 'Unauthorised.' });
  });
});
