import * as z from 'zod/mini';

/**
 * One Content-Security-Policy violation, as the two report formats both say it. directive: the
 * directive that blocked (`script-src-elem`); blockedUrl: what it blocked, a URL or a keyword
 * (`inline`, `eval`); disposition: `enforce`, `report` (report-only), or `unknown` where an
 * older browser does not say.
 */
export type CspViolation = {
  directive: string;
  blockedUrl: string;
  documentUrl: string;
  disposition: string;
  sample?: string;
};

/** The media types of the two formats: the Reporting API's, and report-uri's. */
export const REPORTS_MEDIA_TYPE = 'application/reports+json';
export const CSP_REPORT_MEDIA_TYPE = 'application/csp-report';

const MAX_URL_LENGTH = 2048;
const MAX_DIRECTIVE_LENGTH = 64;
const MAX_SAMPLE_LENGTH = 256;

/** A string cut to `max` characters: a report is worth more kept short than refused. */
const bounded = (max: number) => z.string().check(z.overwrite((text) => text.slice(0, max)));

/** A value the browser may leave out or send as null; read, not kept, so not bounded. */
const nullishString = z.nullish(z.string());
const nullishNumber = z.nullish(z.number());

function firstToken(text: string): string {
  return text.trim().split(/\s+/, 1)[0] ?? '';
}

/**
 * The Reporting API's body (`report-to`, Chrome and Edge): an array of reports of any type, of
 * which the `csp-violation` ones are read. The spec lets blockedURL, sample, sourceFile,
 * lineNumber, columnNumber and referrer be null.
 */
const cspViolationReport = z.object({
  type: z.literal('csp-violation'),
  age: z.optional(z.number()),
  url: z.optional(z.string()),
  user_agent: z.optional(z.string()),
  body: z.object({
    documentURL: bounded(MAX_URL_LENGTH),
    blockedURL: z.nullish(bounded(MAX_URL_LENGTH)),
    effectiveDirective: bounded(MAX_DIRECTIVE_LENGTH),
    originalPolicy: z.string(),
    disposition: bounded(MAX_DIRECTIVE_LENGTH),
    statusCode: z.number(),
    sample: z.nullish(bounded(MAX_SAMPLE_LENGTH)),
    sourceFile: nullishString,
    lineNumber: nullishNumber,
    columnNumber: nullishNumber,
    referrer: nullishString,
  }),
});

/** A report of another type (`deprecation`, `intervention`, ...): taken, and not read. */
const otherReport = z.object({
  type: z.string().check(z.refine((type) => type !== 'csp-violation')),
});

export const reportsSchema = z.pipe(
  z.array(z.union([cspViolationReport, otherReport])),
  z.transform((reports): CspViolation[] =>
    reports.flatMap((report) => {
      if (!('body' in report)) return [];
      const { body } = report;
      return [
        {
          directive: body.effectiveDirective,
          blockedUrl: body.blockedURL ?? '',
          documentUrl: body.documentURL,
          disposition: body.disposition,
          ...(body.sample ? { sample: body.sample } : {}),
        },
      ];
    }),
  ),
);

/**
 * report-uri's body (Firefox, Safari, and every browser where `report-to` is not understood):
 * one violation, with the CSP2 names. `effective-directive` and `disposition` came with CSP3;
 * without the first, the directive is the first word of `violated-directive`.
 */
export const cspReportSchema = z.pipe(
  z.object({
    'csp-report': z.object({
      'document-uri': bounded(MAX_URL_LENGTH),
      'blocked-uri': bounded(MAX_URL_LENGTH),
      'effective-directive': z.optional(bounded(MAX_DIRECTIVE_LENGTH)),
      'violated-directive': bounded(MAX_URL_LENGTH),
      'original-policy': z.string(),
      disposition: z.optional(bounded(MAX_DIRECTIVE_LENGTH)),
      'status-code': z.optional(z.number()),
      'script-sample': z.optional(bounded(MAX_SAMPLE_LENGTH)),
    }),
  }),
  z.transform(({ 'csp-report': report }): CspViolation[] => [
    {
      directive: (report['effective-directive'] || firstToken(report['violated-directive'])).slice(
        0,
        MAX_DIRECTIVE_LENGTH,
      ),
      blockedUrl: report['blocked-uri'],
      documentUrl: report['document-uri'],
      disposition: report.disposition || 'unknown',
      ...(report['script-sample'] ? { sample: report['script-sample'] } : {}),
    },
  ]),
);

/**
 * The schema for a Content-Type: its media type, in any case, with or without parameters
 * (`; charset=utf-8`); undefined for any other.
 */
export function reportSchemaFor(contentType: string | null) {
  const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (mediaType === REPORTS_MEDIA_TYPE) return reportsSchema;
  if (mediaType === CSP_REPORT_MEDIA_TYPE) return cspReportSchema;
  return undefined;
}
