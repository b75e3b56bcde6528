import { expect, test } from './support/test';
import { submit } from './support/leads';
import { newToken } from '@/testing/raw-request';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { siteUrl } from '@/lib/config';
import { endpoints } from '@/lib/http/endpoints';

const malformedCookie = 'XSRF-TOKEN=%E0%A4%A';

test('the token endpoint issues a script-readable, same-site cookie, never cached; pages set none', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(endpoints.xsrf);
  expect(response.status()).toBe(204);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['set-cookie']).toMatch(
    /^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/,
  );
  // Nor does a page, whatever its landing carries: attribution is kept in the browser.
  for (const path of ['/', '/contact?utm_source=newsletter&ref=rep-3']) {
    expect((await request.get(path)).headers()['set-cookie'], path).toBeUndefined();
  }
  const post = await submit({ url: baseURL! }, endpoints.xsrf);
  expect([post.status, post.json.statusCode]).toEqual([405, 405]);
  // A malformed cookie gets a fresh token.
  const fresh = await submit({ url: baseURL! }, endpoints.xsrf, undefined, {
    method: 'GET',
    headers: { cookie: malformedCookie },
  });
  expect(fresh.status).toBe(204);
  expect(String(fresh.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
});

test('behind a proxy that rewrites Host, a submission from the public origin is taken', async ({
  baseURL,
}) => {
  const marker = uniqueMarker('proxied');
  const answer = await submit(
    { url: baseURL! },
    endpoints.subscribe,
    { email: `${marker}@example.in` },
    {
      // nginx's default proxy_pass: Host is the upstream's address, not the public one.
      headers: {
        host: '127.0.0.1:3000',
        origin: new URL(siteUrl()).origin,
        'sec-fetch-site': 'same-origin',
      },
    },
  );
  expect(answer.status).toBe(200);
  expect(await upstreamRequests(marker)).toHaveLength(1);
});

test('a malformed token is refused; a foreign XSRF-TOKEN before ours is not', async ({
  baseURL,
}) => {
  for (const path of [endpoints.subscribe, endpoints.demoRequest]) {
    const refused = await submit(
      { url: baseURL! },
      path,
      { email: 'a@example.in' },
      {
        headers: { cookie: malformedCookie, 'x-xsrf-token': '%E0%A4%A' },
      },
    );
    expect([refused.status, refused.json.statusCode], path).toEqual([403, 403]);
  }
  const marker = uniqueMarker('foreign');
  const ours = newToken();
  const laravel = 'eyJpdiI6IkJ3dz09IiwidmFsdWUiOiJ4In0%3D';
  const answer = await submit(
    { url: baseURL! },
    endpoints.subscribe,
    { email: `${marker}@example.in` },
    { headers: { cookie: `XSRF-TOKEN=${laravel}; XSRF-TOKEN=${ours}`, 'x-xsrf-token': ours } },
  );
  expect(answer.status).toBe(200);
  expect(await upstreamRequests(marker)).toHaveLength(1);
});

test('in the browser, the newsletter form sends our token past a foreign one', async ({
  page,
  baseURL,
}) => {
  // Another application's cookie on a longer path: the browser sends it before ours.
  await page.context().addCookies([
    {
      name: 'XSRF-TOKEN',
      value: 'eyJpdiI6IkJ3dz09In0%3D',
      domain: new URL(baseURL!).hostname,
      path: '/api',
    },
  ]);
  const marker = uniqueMarker('foreignbrowser');
  await page.goto('/');
  const cta = page.locator('section[data-cta-type]').first();
  await cta
    .getByRole('textbox', { name: messages.Newsletter.emailLabel })
    .fill(`${marker}@example.in`);
  await cta.getByRole('button', { name: messages.Newsletter.submit }).click();
  await expect(cta.getByRole('status')).toHaveAttribute('data-type', 'success');
  expect(await upstreamRequests(marker)).toHaveLength(1);
});
