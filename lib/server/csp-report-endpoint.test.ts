import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processSlot } from './process-slot';
import type { LeadStore } from './store/lead-store';

const dataDir = mkdtempSync(join(tmpdir(), 'csp-report-'));
const store = processSlot<Promise<LeadStore>>('lead-store');
let receiveCspReports: (request: Request) => Promise<Response>;
beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000');
  ({ receiveCspReports } = await import('./csp-report-endpoint'));
});
afterAll(async () => {
  await (await store.value)?.close();
  store.value = undefined;
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A report as Chrome sends it to `report-to`, in a batch with a report of another type. */
const chrome = (body: Record<string, unknown>) => [
  {
    type: 'csp-violation',
    age: 12,
    body: {
      documentURL: 'https://sandesh.example/services/sms?utm_source=x',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      sourceFile: null,
      lineNumber: null,
      ...body,
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

/** A report as Firefox and Safari send it to `report-uri`. */
const firefox = (report: Record<string, unknown>) => ({
  'csp-report': {
    'document-uri': 'https://sandesh.example/contact',
    'violated-directive': "img-src 'self' https://cdn.example",
    'original-policy': "img-src 'self'",
    ...report,
  },
});

/** The answer to a report, and the log lines it made. */
async function send(contentType: string, body: unknown) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const response = await receiveCspReports(
    new Request('http://127.0.0.1/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const logged = warn.mock.calls.flatMap(([line]) =>
    String(line).startsWith('{') ? [JSON.parse(String(line))] : [],
  );
  warn.mockRestore();
  return { status: response.status, text: await response.text(), logged };
}

describe('POST /api/csp-report', () => {
  it.each([
    [
      'a report-to batch, with the nulls its spec allows',
      'application/reports+json',
      chrome({ blockedURL: null, disposition: 'report' }),
      {
        directive: 'script-src-elem',
        blockedUrl: '',
        documentPath: '/services/sms',
        disposition: 'report',
      },
    ],
    [
      'a report-uri body without CSP3 fields',
      'Application/CSP-Report; charset=UTF-8',
      firefox({ 'blocked-uri': 'https://cdn.example/pixel.gif' }),
      { directive: 'img-src', blockedUrl: 'https://cdn.example/pixel.gif', disposition: 'unknown' },
    ],
    [
      'long values, cut rather than refused',
      'application/csp-report',
      firefox({
        'blocked-uri': `https://cdn.example/${'a'.repeat(3_000)}`,
        'effective-directive': 'd'.repeat(100),
      }),
      { directive: 'd'.repeat(64), blockedUrl: `https://cdn.example/${'a'.repeat(492)}` },
    ],
  ])('takes %s with 204, and logs the violation', async (_, contentType, body, line) => {
    const answer = await send(contentType, body);
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(answer.logged).toEqual([expect.objectContaining({ event: 'csp-violation', ...line })]);
  });

  it.each([
    ['no media type', '', firefox({ 'blocked-uri': 'inline' }), 415],
    ['a report-uri body as a batch', 'application/reports+json', firefox({}), 400],
    [
      'a batch without a directive',
      'application/reports+json',
      chrome({ effectiveDirective: null }),
      400,
    ],
    ['a batch of null', 'application/reports+json', [null], 400],
    [
      'a batch as a report-uri body',
      'application/csp-report',
      chrome({ blockedURL: 'inline' }),
      400,
    ],
    ['a report-uri body without a blocked URI', 'application/csp-report', firefox({}), 400],
  ])('refuses %s, without a 500', async (_, contentType, body, status) => {
    const answer = await send(contentType, body);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: status });
    expect(answer.logged.filter((line) => line.event === 'csp-violation')).toEqual([]);
  });
});
