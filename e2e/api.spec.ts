import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { submit } from './support/leads';
import { newToken } from '@/testing/raw-request';
import { TEST_HEALTH_TOKEN } from '@/testing/health-token';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';

test('a demo request is forwarded as exactly the schema fields, and the answer passed through', async ({
  baseURL,
}) => {
  const marker = uniqueMarker('demoapi');
  const body = demoRequestBody(`${marker}@example.in`);
  const answer = await submit({ url: baseURL! }, endpoints.demoRequest, {
    ...body,
    extra: 'dropped',
    [HONEYPOT_FIELD]: '',
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.json).toEqual({ statusCode: 200, message: 'Demo request received' });
  const [received, ...more] = await upstreamRequests(marker);
  expect(more).toEqual([]);
  expect(received).toMatchObject({ method: 'POST', url: endpoints.demoRequest });
  expect(received!.headers['content-type']).toBe('application/json');
  expect(JSON.parse(received!.body)).toEqual(body);
});

test('a subscription is forwarded as GET ?email=, trimmed, from the page’s own origin', async ({
  baseURL,
}) => {
  const marker = uniqueMarker('sub');
  const answer = await submit(
    { url: baseURL! },
    endpoints.subscribe,
    { email: `  ${marker}@example.in ` },
    { headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' } },
  );
  expect(answer.json).toEqual({
    statusCode: 200,
    message: 'Thanks for subscribing to our newsletter!',
  });
  const received = await upstreamRequests(marker);
  expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `GET ${endpoints.subscribe}?email=${encodeURIComponent(`${marker}@example.in`)}`,
  ]);
});

for (const [path, valid, invalidEmail] of [
  [endpoints.demoRequest, demoRequestBody, messages.DemoRequestForm.errors.emailInvalid],
  [endpoints.subscribe, (email: string) => ({ email }), messages.Newsletter.errors.invalidEmail],
] as const) {
  test(`${path} refuses bad requests, never calling the upstream`, async ({ baseURL }) => {
    const site = { url: baseURL! };
    const marker = uniqueMarker('reject');
    const body = valid(`${marker}@example.in`);
    const cases: [string, Parameters<typeof submit>[2], Parameters<typeof submit>[3], number][] = [
      ['no token', body, { headers: { cookie: '', 'x-xsrf-token': '' } }, 403],
      ['wrong token', body, { headers: { 'x-xsrf-token': newToken() } }, 403],
      ['foreign Origin', body, { headers: { origin: 'https://evil.example' } }, 403],
      ['cross-site fetch', body, { headers: { 'sec-fetch-site': 'cross-site' } }, 403],
      ['malformed JSON', `{"email":"${marker}@example.in",`, {}, 400],
      ['over 16 KiB', { ...body, message: 'x'.repeat(17 * 1024) }, {}, 413],
      ...['GET', 'PUT', 'DELETE'].map(
        (method) => [method, undefined, { method }, 405] as [string, undefined, object, number],
      ),
    ];
    for (const [name, sent, options, status] of cases) {
      const answer = await submit(site, path, sent, options);
      expect(answer.status, name).toBe(status);
      expect(answer.json, name).toMatchObject({ statusCode: status });
    }
    // The shared schema's message (lib/forms), under the field's name.
    const refused = await submit(site, path, { ...body, email: `${marker}-at-example.in` });
    expect([refused.status, refused.json]).toEqual([
      422,
      { statusCode: 422, message: expect.any(String), errors: { email: invalidEmail } },
    ]);
    // A bot filling the hidden field is answered as a visitor, and dropped.
    const bot = await submit(site, path, { ...body, [HONEYPOT_FIELD]: 'https://spam.example' });
    expect([bot.status, bot.json.statusCode]).toEqual([200, 200]);
    expect(await upstreamRequests(marker)).toEqual([]);
  });
}

test('/api/health tells anyone only whether the site is up; the token bearer gets the counts', async ({
  request,
}) => {
  const open = await request.get('/api/health');
  expect(open.headers()['cache-control']).toBe('no-store');
  expect([open.status(), await open.json()]).toEqual([200, { status: 'ok' }]);
  expect((await request.post('/api/health')).status()).toBe(405);

  const wrong = await request.get('/api/health', {
    headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}-wrong` },
  });
  expect([wrong.status(), wrong.headers()['www-authenticate'], await wrong.json()]).toEqual([
    401,
    'Bearer',
    { statusCode: 401, message: 'Unauthorised.' },
  ]);

  const counted = await request.get('/api/health', {
    headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
  });
  expect(counted.headers()['cache-control']).toBe('no-store');
  const counts = await counted.json();
  const count = expect.any(Number);
  expect(counts).toEqual({
    status: 'ok',
    store: 'sqlite',
    pending: count,
    oldestPendingSeconds: count,
    rejectedLast24Hours: count,
    failed: count,
    kept: 0,
    erasures: { awaitingConfirmation: count, awaitingOperator: count, telling: count },
    // The test server sends leads to the upstream alone.
    destinations: { upstream: { pending: count, oldestPendingSeconds: count } },
  });
  expect(JSON.stringify(counts)).not.toContain('@');
});
