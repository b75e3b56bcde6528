import type { Destination, LeadKind } from './store/schema';

/** What the log and the rate limit call a request's endpoint: a lead's kind, or a CSP report. */
export type EndpointKind =
  | LeadKind
  | 'csp-report'
  | 'erasure_request'
  | 'erasure_confirm'
  | 'quote_page'
  | 'quote_image'
  | 'quote_pdf';

/**
 * The site's log: one JSON line per outcome, naming a lead by its id, never by an address, a
 * name, a phone number, the message or a token (the id finds the rest in `npm run leads`).
 */
type Line = Record<string, unknown>;

export function logLine(line: Line, level: 'log' | 'warn' = 'log') {
  console[level](JSON.stringify({ at: new Date().toISOString(), ...line }));
}

/**
 * What became of one attempt to deliver a stored lead to one destination; not_sent: its claim
 * no longer held when it was due to go (the lead was forgotten, or another instance has it).
 */
export type DeliveryOutcome = { destination: Destination; attempt: number } & (
  | { outcome: 'delivered' | 'rejected' | 'not_sent' }
  | { outcome: 'retry_later' | 'failed' | 'store_error'; reason: string }
);

/** One line per outcome of a lead (or of the outbox's notice of an erasure), by its id. */
export function logSubmission(
  event: EndpointKind | 'erasure',
  outcome:
    | DeliveryOutcome
    | { outcome: 'accepted'; status: 'kept' | 'pending' }
    | { outcome: 'store_error'; reason: string; status: 503 },
  leadId?: string,
): void {
  const fine = ['accepted', 'delivered', 'not_sent'].includes(outcome.outcome);
  logLine({ event, ...outcome, ...(leadId ? { lead: leadId } : {}) }, fine ? 'log' : 'warn');
}

/** Distinct keys that come from input (CSP reports) held a minute, at most. */
const MAX_INPUT_KEYS = 500;
const repeated = new Map<string, { line: Line; repeats: number }>();
let flush: NodeJS.Timeout | undefined;

/**
 * Writes a line the first time its key comes in a minute and counts it after that; when the
 * minute is over, each key that came again is written once more with `repeats`, and all are
 * forgotten. Keys from input pass `overflow`: past MAX_INPUT_KEYS, they share its one line, so a
 * sender that varies its reports cannot grow the map.
 */
function oncePerMinute(key: string, line: Line, overflow?: Line) {
  if (overflow && repeated.size >= MAX_INPUT_KEYS && !repeated.has(key)) {
    [key, line] = ['\0overflow', overflow];
  }
  const seen = repeated.get(key);
  if (seen) {
    seen.repeats += 1;
    return;
  }
  repeated.set(key, { line, repeats: 0 });
  logLine(line, 'warn');
  flush ??= setTimeout(() => {
    flush = undefined;
    for (const { line, repeats } of repeated.values()) {
      if (repeats > 0) logLine({ ...line, repeats }, 'warn');
    }
    repeated.clear();
  }, 60_000).unref();
}

/**
 * A rejection, once a minute per kind (event, reason, status) with the count after it:
 * rejections come before the rate limit, so a bot sending them as fast as it can adds two
 * lines a minute per kind, not one per request.
 */
export function logRejection(event: EndpointKind, reason: string, status: number): void {
  oncePerMinute(`${event} ${reason} ${status}`, { event, outcome: 'rejected', reason, status });
}

/**
 * What the log keeps of a reported URL: scheme, host and path (or the path alone), never
 * credentials, query or fragment, which may carry tokens; a scheme alone for `data:`, `blob:`
 * and the like; a keyword (`inline`, `eval`) as it is.
 */
function keptOf(text: string, pathOnly = false): string {
  if (!URL.canParse(text)) return text.split(/[?#]/, 1)[0]!.slice(0, 512);
  const { protocol, host, pathname } = new URL(text);
  const origin = host ? `${protocol}//${host}` : protocol.slice(0, -1);
  return (pathOnly ? pathname : host ? origin + pathname : origin).slice(0, 512);
}

/**
 * A CSP violation as either report format says it (the directive, and what it blocked: a URL or
 * `inline`, `eval`), once a minute per directive and blocked URL with the count after it: every
 * visitor of a page with a violation reports it.
 */
export function logCspViolation(
  violation: Record<'directive' | 'blockedUrl' | 'documentUrl' | 'disposition', string>,
): void {
  const blockedUrl = keptOf(violation.blockedUrl);
  oncePerMinute(
    JSON.stringify([violation.directive, blockedUrl]),
    {
      event: 'csp-violation',
      directive: violation.directive,
      blockedUrl,
      documentPath: keptOf(violation.documentUrl, true),
      disposition: violation.disposition,
    },
    { event: 'csp-violation', directive: 'other', blockedUrl: 'other' },
  );
}
