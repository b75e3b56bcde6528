import { expect, test } from './support/test';
import { newToken, rawRequest, tokenHeaders } from '@/testing/raw-request';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';
import { siteUrl } from '@/lib/config';
import { endpoints } from '@/lib/http/endpoints';

const malformedCookie = 'XSRF-TOKEN=%E0%A4%A';

function subscription(marker: string) {
  return JSON.stringify({ email: `${marker}@example.in` });
}

test.describe('anti-forgery behind a proxy and next to other applications', () => {
  test('a browser behind a proxy that rewrites Host is answered 200', async ({ baseURL }) => {
    const marker = uniqueMarker('proxied');
    const response = await rawRequest(`${baseURL}${endpoints.subscribe}`, {
      headers: {
        ...tokenHeaders(),
        // nginx's default proxy_pass: Host is the upstream's address, not the public one.
        host: '127.0.0.1:3000',
        origin: new URL(siteUrl()).origin,
        'sec-fetch-site': 'same-origin',
      },
      body: subscription(marker),
    });
    expect(response.status).toBe(200);
    expect(await upstreamRequests(marker)).toHaveLength(1);
  });

  test('a malformed XSRF-TOKEN cookie gets a fresh token at GET, 403 at POST', async ({
    baseURL,
  }) => {
    const issued = await rawRequest(`${baseURL}${endpoints.xsrf}`, {
      method: 'GET',
      headers: { cookie: malformedCookie },
    });
    expect(issued.status).toBe(204);
    expect(String(issued.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);

    for (const path of [endpoints.subscribe, endpoints.demoRequest]) {
      const refused = await rawRequest(`${baseURL}${path}`, {
        headers: {
          'content-type': 'application/json',
          cookie: malformedCookie,
          'x-xsrf-token': '%E0%A4%A',
        },
        body: subscription(uniqueMarker('malformed')),
      });
      expect(refused.status, path).toBe(403);
      expect(JSON.parse(refused.body), path).toMatchObject({ statusCode: 403 });
    }
  });

  test('a foreign XSRF-TOKEN before ours still lets the submission through', async ({
    baseURL,
  }) => {
    const marker = uniqueMarker('foreign');
    const ours = newToken();
    const laravel = 'eyJpdiI6IkJ3dz09IiwidmFsdWUiOiJ4In0%3D';
    const response = await rawRequest(`${baseURL}${endpoints.subscribe}`, {
      headers: {
        ...tokenHeaders(ours),
        cookie: `XSRF-TOKEN=${laravel}; XSRF-TOKEN=${ours}`,
      },
      body: subscription(marker),
    });
    expect(response.status).toBe(200);
    expect(await upstreamRequests(marker)).toHaveLength(1);
  });

  test('in the browser, the newsletter form sends our token past a foreign one', async ({
    page,
    baseURL,
  }) => {
    // Another application's cookie on a longer path: the browser sends it before ours.
    const host = new URL(baseURL ?? '').hostname;
    await page
      .context()
      .addCookies([
        { name: 'XSRF-TOKEN', value: 'eyJpdiI6IkJ3dz09In0%3D', domain: host, path: '/api' },
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
});
