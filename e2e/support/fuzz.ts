import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { demoRequestBody } from '@/testing/demo-request-body';
import { newToken } from '@/testing/raw-request';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { endpoints } from '@/lib/http/endpoints';

/** A seeded generator (mulberry32), so that a failing fuzz run can be replayed with FUZZ_SEED. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T;
  const chance = (p: number) => next() < p;
  const text = (length: number) =>
    Array.from({ length }, () =>
      String.fromCodePoint(
        pick([0, 0x1b, 0x202e, 0xd800, 0xfeff, 0x41 + Math.floor(next() * 26), 0x10ffff]),
      ),
    ).join('');
  return { next, pick, chance, text };
}
type Random = ReturnType<typeof randomSource>;

/** Where well-formed requests go: the two forms, the erasure's two and the CSP report endpoint. */
const wellFormedPaths = [
  endpoints.subscribe,
  endpoints.demoRequest,
  endpoints.erasureRequest,
  endpoints.erasureConfirm,
  endpoints.cspReport,
];
/** And the odd forms of their paths a bot tries. */
const paths = [
  ...wellFormedPaths,
  endpoints.xsrf,
  `${endpoints.subscribe}?email=a%40b.in`,
  `${endpoints.demoRequest}/`,
  `${endpoints.xsrf}?%E0%A4%A`,
  `${endpoints.demoRequest}?__proto__[x]=1`,
  `${endpoints.cspReport}?x=%00`,
  `${endpoints.erasureConfirm}#token=x`,
];
const reportContentTypes = ['application/reports+json', 'application/csp-report; charset=utf-8'];
const methods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  ...reportContentTypes,
  '',
  '\u00e9/\u00e9',
];

function oddValue(random: Random): unknown {
  return random.pick([
    null,
    true,
    -1,
    1e308,
    '',
    ' ',
    random.text(random.pick([1, 50, 3_000])),
    [],
    {},
    { __proto__: { polluted: true } },
    ['a', 'b'],
    '=cmd|/c calc',
    '9'.repeat(400),
  ]);
}

/** A body with odd values in some of its fields, and a key or two a schema does not expect. */
function spoil(random: Random, body: Record<string, unknown>, spoilt = [0, 1, 2, 4]) {
  const keys = [...Object.keys(body), '__proto__', 'constructor', HONEYPOT_FIELD, 'website'];
  for (let i = random.pick(spoilt); i > 0; i -= 1) body[random.pick(keys)] = oddValue(random);
  return body;
}

function jsonBody(random: Random): string {
  const body = spoil(
    random,
    random.chance(0.5)
      ? { ...demoRequestBody('fuzz@example.in') }
      : { email: 'fuzz@example.in', locale: 'en', token: 'fuzz'.repeat(10).concat('abc') },
  );
  if (random.chance(0.1)) delete body.email;
  const text = JSON.stringify(body).replace(
    '"__proto__"',
    random.chance(0.5) ? '"__proto__"' : '"x"',
  );
  return random.chance(0.1) ? `[${text}]` : text;
}

/** A CSP report in the format of `contentType`, with odd values in some of its fields. */
function reportBody(random: Random, contentType: string): string {
  const violation = spoil(
    random,
    {
      documentURL: 'http://localhost:3000/services/sms?utm_source=fuzz',
      blockedURL: random.pick(['inline', 'eval', 'data', 'https://cdn.example/a.js?token=x']),
      effectiveDirective: random.pick(['script-src-elem', 'style-src-attr', 'img-src']),
      originalPolicy: "script-src 'self'; report-uri /api/csp-report",
      disposition: 'enforce',
      sample: '',
    },
    [0, 0, 1, 2],
  );
  if (contentType.startsWith('application/reports+json')) {
    const type = random.pick(['csp-violation', 'csp-violation', 'deprecation', '']);
    return JSON.stringify([{ type, age: 1, url: violation.documentURL, body: violation }]);
  }
  return JSON.stringify({
    'csp-report': {
      'document-uri': violation.documentURL,
      'blocked-uri': violation.blockedURL,
      'violated-directive': violation.effectiveDirective,
      'script-sample': violation.sample,
    },
  });
}

/** A body; `json` makes the well-formed kind (a form's submission, or a report). */
function body(random: Random, json: () => string): Buffer | undefined {
  switch (random.pick(['json', 'json', 'json', 'none', 'bytes', 'broken', 'deep', 'large'])) {
    case 'json':
      return Buffer.from(json());
    case 'none':
      return undefined;
    case 'bytes':
      return Buffer.from(
        Array.from({ length: random.pick([1, 64, 4_096]) }, () => random.next() * 256),
      );
    case 'broken':
      return Buffer.from(json().slice(0, -3));
    case 'deep':
      return Buffer.from(`${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    default:
      return Buffer.from(
        `{"email":"fuzz@example.in","pad":"${'x'.repeat(random.pick([16_300, 17_000, 200_000]))}"}`,
      );
  }
}

function headers(random: Random, size: number | undefined): OutgoingHttpHeaders {
  const token = newToken();
  const result: OutgoingHttpHeaders = {
    cookie: random.pick([
      `XSRF-TOKEN=${token}`,
      `XSRF-TOKEN=${token}`,
      `XSRF-TOKEN=%E0%A4%A; XSRF-TOKEN=${token}`,
      'XSRF-TOKEN=%E0%A4%A',
      `XSRF-TOKEN=${'x'.repeat(4_000)}`,
      `=; ;;XSRF-TOKEN; XSRF-TOKEN==${token}`,
      '',
    ]),
    'x-xsrf-token': random.pick([token, token, newToken(), '', '%E0%A4%A', 'é'.repeat(50)]),
    'content-type': random.pick(contentTypes),
  };
  if (random.chance(0.3)) {
    result.origin = random.pick([
      'http://localhost:3000',
      'https://evil.example',
      'null',
      'x://',
      '%',
    ]);
  }
  if (random.chance(0.3)) {
    result['sec-fetch-site'] = random.pick(['same-origin', 'cross-site', 'none', '\u00ff']);
  }
  if (random.chance(0.4)) {
    result['x-forwarded-for'] = random.pick([
      'unknown',
      '1.2.3.4, ::1',
      '[2001:db8::1]:80',
      ', , ,',
      '300.1.1.1',
      `${'1.1.1.1,'.repeat(500)}2.2.2.2`,
    ]);
  }
  if (random.chance(0.1)) result['x-socket-remote-address'] = '203.0.113.9';
  if (random.chance(0.05)) result['content-length'] = random.pick(['999999999', '-1']);
  else if (size !== undefined && random.chance(0.5)) result['content-length'] = String(size);
  return result;
}

export type FuzzOutcome = number | 'client-abort' | 'reset while sending' | 'reset';

/**
 * One random request; resolves with its status, or how it ended without one. Most are sent the
 * way the site's own page (or a browser's report) sends them, so that the body reaches the schema
 * and the store; the rest have random methods, paths and headers. A server that answers before
 * reading the whole body (403, 405, 413, 429) and closes can reset the connection under the rest
 * of it: that is 'reset while sending', or the status when the answer arrived first.
 */
export function fuzzRequest(origin: string, random: Random): Promise<FuzzOutcome> {
  const token = newToken();
  const wellFormed = random.chance(0.6);
  const method = wellFormed ? 'POST' : random.pick(methods);
  const path = wellFormed ? random.pick(wellFormedPaths) : random.pick(paths);
  // A browser sends a report with neither cookie nor token, in one of the two report types.
  const report = wellFormed && path === endpoints.cspReport;
  const contentType = report ? random.pick(reportContentTypes) : 'application/json';
  const payload = body(random, () => (report ? reportBody(random, contentType) : jsonBody(random)));
  const sent = {
    ...headers(random, payload?.byteLength),
    ...(!wellFormed
      ? {}
      : report
        ? { cookie: '', 'content-type': contentType }
        : { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': contentType }),
  };
  const abort = payload !== undefined && random.chance(0.05);
  return new Promise((resolve) => {
    const outgoing = httpRequest(`${origin}${path}`, {
      method,
      headers: { ...sent, connection: 'close' },
    });
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => resolve(status));
      response.on('error', () => resolve(status));
    });
    outgoing.on('error', () => {
      if (abort) resolve('client-abort');
      else resolve(payload ? 'reset while sending' : 'reset');
    });
    if (!payload) return outgoing.end();
    const cut = Math.floor(payload.byteLength / 2);
    outgoing.write(payload.subarray(0, cut));
    if (abort) setTimeout(() => outgoing.destroy(), 20);
    else outgoing.end(payload.subarray(cut));
  });
}

/** Email quote queries a bot or a mangled link sends: every one must still answer a quote. */
export const junkEmailQuoteQueries = [
  'emails=1e9',
  'emails=99999999999999999999',
  'emails=%F0%9F%92%A5&emails=2',
  'emails[]=1',
  '__proto__=1&constructor=2',
  '%E2%82%B9=1&%3Cscript%3E=2',
  `emails=${'9'.repeat(5_000)}`,
];
