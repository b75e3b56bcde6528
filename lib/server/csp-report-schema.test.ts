import { describe, expect, it } from 'vitest';
import { cspReportSchema, reportSchemaFor, reportsSchema } from './csp-report-schema';

/** A report as Chrome sends it to a `report-to` endpoint. */
function chromeReport(body: Record<string, unknown> = {}) {
  return {
    type: 'csp-violation',
    age: 12,
    url: 'https://sandesh.example/services/sms?utm_source=x',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://sandesh.example/services/sms?utm_source=x',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'; script-src 'sha256-abc'",
      disposition: 'enforce',
      statusCode: 200,
      sample: 'console.log(1)',
      sourceFile: 'https://sandesh.example/services/sms',
      lineNumber: 3,
      columnNumber: 7,
      referrer: '',
      ...body,
    },
  };
}

/** A report as Firefox sends it to a `report-uri` endpoint. */
function firefoxReport(report: Record<string, unknown> = {}) {
  return {
    'csp-report': {
      'blocked-uri': 'https://cdn.example/tracker.js?token=secret',
      'column-number': 1,
      disposition: 'report',
      'document-uri': 'https://sandesh.example/contact',
      'effective-directive': 'script-src-elem',
      'original-policy': "script-src 'self'; report-uri /api/csp-report",
      referrer: '',
      'script-sample': '',
      'source-file': 'https://sandesh.example/contact',
      'status-code': 200,
      'violated-directive': 'script-src-elem',
      ...report,
    },
  };
}

describe('reading the Reporting API format (application/reports+json)', () => {
  it('reads each csp-violation report into the common shape', () => {
    const parsed = reportsSchema.parse([
      chromeReport(),
      chromeReport({ blockedURL: 'eval', sample: '', disposition: 'report' }),
    ]);
    expect(parsed).toEqual([
      {
        directive: 'script-src-elem',
        blockedUrl: 'inline',
        documentUrl: 'https://sandesh.example/services/sms?utm_source=x',
        disposition: 'enforce',
        sample: 'console.log(1)',
      },
      {
        directive: 'script-src-elem',
        blockedUrl: 'eval',
        documentUrl: 'https://sandesh.example/services/sms?utm_source=x',
        disposition: 'report',
      },
    ]);
  });

  it('skips reports of other types, and takes a batch with none', () => {
    const deprecation = { type: 'deprecation', body: { id: 'x', message: 'y' } };
    expect(reportsSchema.parse([deprecation, chromeReport()])).toHaveLength(1);
    expect(reportsSchema.parse([deprecation])).toEqual([]);
    expect(reportsSchema.parse([])).toEqual([]);
  });

  it('takes the fields the spec lets be null, and ignores unknown ones', () => {
    const parsed = reportsSchema.parse([
      chromeReport({
        blockedURL: null,
        sample: null,
        sourceFile: null,
        lineNumber: null,
        columnNumber: null,
        referrer: null,
        extra: { nested: true },
      }),
    ]);
    expect(parsed).toEqual([expect.objectContaining({ blockedUrl: '' })]);
    expect(parsed[0]).not.toHaveProperty('sample');
  });

  it('cuts long values rather than refusing them', () => {
    const [violation] = reportsSchema.parse([
      chromeReport({
        blockedURL: `https://cdn.example/${'a'.repeat(5_000)}`,
        sample: 'x'.repeat(1_000),
        effectiveDirective: 'd'.repeat(500),
        originalPolicy: 'p'.repeat(10_000),
      }),
    ]);
    expect(violation?.blockedUrl).toHaveLength(2048);
    expect(violation?.sample).toHaveLength(256);
    expect(violation?.directive).toHaveLength(64);
  });

  it('refuses what is not an array of reports', () => {
    const refused = [
      {},
      chromeReport(),
      [null],
      [{ body: {} }],
      [{ type: 'csp-violation' }],
      [chromeReport({ effectiveDirective: undefined })],
      [chromeReport({ documentURL: 42 })],
    ];
    for (const body of refused)
      expect(reportsSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('reading the report-uri format (application/csp-report)', () => {
  it('reads the one report into the common shape', () => {
    expect(cspReportSchema.parse(firefoxReport())).toEqual([
      {
        directive: 'script-src-elem',
        blockedUrl: 'https://cdn.example/tracker.js?token=secret',
        documentUrl: 'https://sandesh.example/contact',
        disposition: 'report',
      },
    ]);
  });

  it('takes the directive from violated-directive, and says when the disposition is unknown', () => {
    const report = firefoxReport({
      'effective-directive': undefined,
      'violated-directive': "script-src 'self' https://cdn.example",
      disposition: undefined,
      'status-code': undefined,
      'script-sample': 'alert(1)',
    });
    expect(cspReportSchema.parse(report)).toEqual([
      expect.objectContaining({
        directive: 'script-src',
        disposition: 'unknown',
        sample: 'alert(1)',
      }),
    ]);
  });

  it('cuts long values rather than refusing them', () => {
    const [violation] = cspReportSchema.parse(
      firefoxReport({
        'document-uri': `https://sandesh.example/${'p'.repeat(3_000)}`,
        'effective-directive': undefined,
        'violated-directive': `${'v'.repeat(100)} 'self'`,
        'original-policy': 'p'.repeat(12_000),
      }),
    );
    expect(violation?.documentUrl).toHaveLength(2048);
    expect(violation?.directive).toBe('v'.repeat(64));
  });

  it('refuses what is not a report', () => {
    const refused = [
      {},
      [firefoxReport()],
      { 'csp-report': 'x' },
      firefoxReport({ 'blocked-uri': undefined }),
      firefoxReport({ 'violated-directive': 7 }),
      firefoxReport({ 'status-code': '200' }),
    ];
    for (const body of refused)
      expect(cspReportSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('the schema for a Content-Type', () => {
  it('matches the media type in any case, with or without parameters', () => {
    expect(reportSchemaFor('application/reports+json')).toBe(reportsSchema);
    expect(reportSchemaFor('Application/Reports+JSON; charset=utf-8')).toBe(reportsSchema);
    expect(reportSchemaFor('application/csp-report')).toBe(cspReportSchema);
    expect(reportSchemaFor(' application/CSP-report ;charset=UTF-8')).toBe(cspReportSchema);
  });

  it('has none for other types', () => {
    for (const type of [null, '', 'application/json', 'text/plain', 'application/csp-reports'])
      expect(reportSchemaFor(type)).toBeUndefined();
  });
});
