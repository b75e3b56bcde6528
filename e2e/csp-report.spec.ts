import { expect, test } from './support/test';
import { submit } from './support/leads';
import { rawRequest } from '@/testing/raw-request';
import { startSiteServer } from '@/testing/site-server';
import { uniqueMarker } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

/** A Reporting API batch as Chrome sends it: one CSP violation and a report of another type. */
function reportsBody(blockedURL: string) {
  return JSON.stringify([
    {
      type: 'csp-violation',
      age: 10,
      url: 'https://sandesh.example/services/sms',
      user_agent: 'Mozilla/5.0',
      body: {
        documentURL: 'https://sandesh.example/services/sms?utm_source=mail',
        blockedURL,
        effectiveDirective: 'script-src-elem',
        originalPolicy: "script-src 'self'; report-to csp",
        disposition: 'enforce',
        statusCode: 200,
        sample: '',
        lineNumber: 1,
        columnNumber: 1,
      },
    },
    { type: 'deprecation', age: 10, url: 'https://sandesh.example/', body: { id: 'x' } },
  ]);
}

/** A report-uri report as Firefox sends it. */
function cspReportBody(blockedUri: string) {
  return JSON.stringify({
    'csp-report': {
      'document-uri': 'https://sandesh.example/contact?email=a%40b.in',
      'blocked-uri': blockedUri,
      'effective-directive': 'img-src',
      'violated-directive': 'img-src',
      'original-policy': `img-src 'self'; report-uri ${endpoints.cspReport}`,
      disposition: 'enforce',
      'status-code': 200,
    },
  });
}

const reportsType = 'application/reports+json';
const cspReportType = 'application/csp-report';

/** A report sent as a browser sends it: no cookie, no token, no Origin check to pass. */
const send = (url: string, contentType: string, body: string, from = '127.0.0.1', headers = {}) =>
  rawRequest(url, {
    headers: { 'content-type': contentType, ...headers },
    body,
    localAddress: from,
  });

test(`POST ${endpoints.cspReport} takes both formats with 204 and no body, and refuses what is not a report without a 500`, async ({
  baseURL,
  request,
}) => {
  const url = `${baseURL}${endpoints.cspReport}`;
  const large = reportsBody(`https://cdn.example/${'a'.repeat(16 * 1024)}.js`);
  const chunked = { 'transfer-encoding': 'chunked' };
  for (const [name, contentType, body, status, headers] of [
    ['a batch', reportsType, reportsBody('https://cdn.example/a.js'), 204],
    ['an empty batch', `${reportsType}; charset=utf-8`, '[]', 204],
    ['a report-uri report', cspReportType, cspReportBody('https://img.example/a.png'), 204],
    ['its type in capitals', 'Application/CSP-Report; charset=UTF-8', cspReportBody('data'), 204],
    ['over 16 KiB, with its Content-Length', reportsType, large, 413],
    ['over 16 KiB, chunked', cspReportType, large, 413, chunked],
    ['JSON', 'application/json', cspReportBody('inline'), 415],
    ['no content type', '', cspReportBody('inline'), 415],
    ['malformed JSON', cspReportType, '{"csp-report": {', 400],
    ['a report-uri body as a batch', reportsType, cspReportBody('inline'), 400],
    ['a batch as a report-uri body', cspReportType, reportsBody('inline'), 400],
  ] as [string, string, string, number, object?][]) {
    const response = await send(url, contentType, body, '127.0.0.1', headers);
    expect(response.status, name).toBe(status);
    if (status === 204) expect(response.body, name).toBe('');
    else expect(JSON.parse(response.body), name).toMatchObject({ statusCode: status });
  }
  const get = await request.get(endpoints.cspReport);
  expect([get.status(), get.headers()['allow']]).toEqual([405, 'POST']);
});

test('CSP reports are limited per client under their own count, and logged once a minute', async () => {
  test.setTimeout(60_000);
  const server = await startSiteServer({
    RATE_LIMIT_PER_MINUTE: '3',
    UPSTREAM_API_BASE: undefined,
  });
  try {
    const url = `${server.url}${endpoints.cspReport}`;
    const marker = uniqueMarker('csp-limit');
    const blocked = `https://cdn.example/${marker}.js`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await send(url, reportsType, reportsBody(`${blocked}?token=t${i}`))).status);
    }
    const refused = await send(url, cspReportType, cspReportBody(blocked));
    expect([...statuses, refused.status]).toEqual([204, 204, 204, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client has its own allowance; the forms count apart from the reports.
    expect((await send(url, reportsType, reportsBody(blocked), '127.0.0.2')).status).toBe(204);
    const email = `${uniqueMarker('csp-form')}@example.in`;
    expect((await submit(server, endpoints.subscribe, { email })).status).toBe(200);

    // Four reports of one script (their queries apart) are one line this minute, without a query.
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(marker));
    await expect.poll(lines).toHaveLength(1);
    expect(JSON.parse(lines()[0]!)).toEqual({
      at: expect.any(String),
      event: 'csp-violation',
      directive: 'script-src-elem',
      blockedUrl: blocked,
      documentPath: '/services/sms',
      disposition: 'enforce',
    });
    expect(server.output()).not.toContain('token=t');
    expect(server.output()).toContain(
      '"event":"csp-report","outcome":"rejected","reason":"rate_limited","status":429',
    );
  } finally {
    await server.stop();
  }
});
