import { z } from 'zod';
import { logCspViolation, logRejection } from './logger';
import { refusal, replyMessages } from './replies';
import { jsonBodyOf } from './request-guards';
import { rateLimited } from './submission-limits';

/** A string cut to `max` characters: a report is worth more kept short than refused. */
const cut = (max: number) => z.string().transform((text) => text.slice(0, max));

/**
 * The Reporting API's body (`report-to`: Chrome, Edge): an array of reports of any type, of
 * which the `csp-violation` ones are read. The spec lets blockedURL be null.
 */
const reportsSchema = z
  .array(
    z.union([
      z.object({
        type: z.literal('csp-violation'),
        body: z
          .object({
            documentURL: cut(2048),
            blockedURL: cut(2048).nullish(),
            effectiveDirective: cut(64),
            disposition: cut(64),
          })
          .transform((body) => ({
            directive: body.effectiveDirective,
            blockedUrl: body.blockedURL ?? '',
            documentUrl: body.documentURL,
            disposition: body.disposition,
          })),
      }),
      z.object({ type: z.string().refine((type) => type !== 'csp-violation') }),
    ]),
  )
  .transform((reports) => reports.flatMap((report) => ('body' in report ? [report.body] : [])));

/**
 * report-uri's body (Firefox, Safari, and every browser where `report-to` is not understood): one
 * violation, with the CSP2 names. Without CSP3's `effective-directive`, the directive is the first
 * word of `violated-directive`; without its `disposition`, it is unknown.
 */
const cspReportSchema = z
  .object({
    'csp-report': z.object({
      'document-uri': cut(2048),
      'blocked-uri': cut(2048),
      'effective-directive': z.string().optional(),
      'violated-directive': z.string(),
      disposition: cut(64).default('unknown'),
    }),
  })
  .transform(({ 'csp-report': report }) => [
    {
      directive: (
        report['effective-directive'] || report['violated-directive'].trim().split(/\s+/)[0]!
      ).slice(0, 64),
      blockedUrl: report['blocked-uri'],
      documentUrl: report['document-uri'],
      disposition: report.disposition,
    },
  ]);

/** The schema of each media type the reports come as (any case, any parameters). */
const schemas = new Map<string | undefined, typeof cspReportSchema | typeof reportsSchema>([
  ['application/reports+json', reportsSchema],
  ['application/csp-report', cspReportSchema],
]);

/**
 * The endpoint of `report-uri` and `report-to` (docs/contracts.md, "CSP reports"): the checks
 * that cost nothing (media type, size, JSON, schema), then the client's allowance, then one log
 * line per directive and blocked URL a minute. There is no token or Origin check: browsers send
 * reports without cookies or custom headers, from any page of the site and from none (a report
 * may outlive its page), so there is nothing a forger would lack. 204 for every body read, and
 * never a 500: whatever throws is logged, and the report taken as read.
 */
export async function receiveCspReports(request: Request): Promise<Response> {
  try {
    const mediaType = request.headers.get('content-type')?.split(';', 1)[0]!.trim().toLowerCase();
    const schema = schemas.get(mediaType);
    if (!schema) {
      return refusal('csp-report', 415, 'bad_content_type', replyMessages.unsupportedMediaType);
    }
    const body = await jsonBodyOf('csp-report', request);
    if (body instanceof Response) return body;
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) {
      return refusal('csp-report', 400, 'not_a_report', replyMessages.notAReport);
    }
    const limited = await rateLimited('csp-report', request.headers);
    if (limited) return limited;
    for (const violation of parsed.data) logCspViolation(violation);
  } catch (error) {
    logRejection('csp-report', `unexpected_${error instanceof Error ? error.name : 'throw'}`, 204);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
