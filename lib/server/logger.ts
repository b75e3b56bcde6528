import type { CspViolation } from './csp-report-schema';
import type { Destination } from './store/schema';
import type { EndpointKind } from './submission-limits';

export type SubmissionOutcome =
  | { outcome: 'accepted'; status: 'kept' | 'pending' }
  | { outcome: 'rejected'; reason: string; status: number; repeats?: number }
  | { outcome: 'store_error'; reason: string; status: 503 };

/**
 * What became of one attempt to deliver a stored lead to one destination; not_sent: its claim
 * no longer held when it was due to go (the lead was forgotten, or another instance has it).
 */
export type DeliveryOutcome = { destination: Destination; attempt: number } & (
  | { outcome: 'delivered' | 'rejected' | 'not_sent' }
  | { outcome: 'retry_later' | 'failed' | 'store_error'; reason: string }
);

/**
 * The interval over which lines of one kind after the first (rejections, CSP violations) are
 * counted, then written once with how many there were.
 */
export const LOG_REPEATS_INTERVAL_MS = 60_000;

/** What a log line is about: an endpoint, or the outbox's notice of an erasure. */
export type LogEvent = EndpointKind | 'erasure';

/**
 * One JSON line per submission outcome, naming the lead by its id: never an address, a name, a
 * phone number, the message or a token (the lead's id finds the rest in `npm run leads`).
 */
export function logSubmission(
  event: LogEvent,
  outcome: SubmissionOutcome | DeliveryOutcome,
  leadId?: string,
): void {
  const line = JSON.stringify({
    at: new Date().toISOString(),
    event,
    ...outcome,
    ...(leadId ? { lead: leadId } : {}),
  });
  if (['accepted', 'delivered', 'not_sent'].includes(outcome.outcome)) console.log(line);
  else console.warn(line);
}

/**
 * One JSON line per erasure request or confirmation: what became of it, by the erasure's id and
 * counts, never the address or the token.
 */
export function logErasure(
  event: 'erasure_request' | 'erasure_confirm',
  fields: { outcome: string } & Record<string, string | number | string[]>,
): void {
  console.log(JSON.stringify({ at: new Date().toISOString(), event, ...fields }));
}

/** Where keys come from input: at most this many are held per interval. */
export const LOG_KEYS_PER_INTERVAL = 500;

/**
 * Writes the first entry of each key in an interval at once and counts the ones after it; when
 * the interval is over, each key seen again is written once more, with `repeats` (how many), and
 * every key is forgotten. A key's lines carry its first entry. Keys that come from input need
 * `overflow`: past `maxKeys` distinct keys in an interval, further ones are counted under one
 * overflow key, written as that entry, so a sender that varies its entries cannot grow the map.
 */
export function oncePerInterval<T>(
  write: (entry: T, repeats?: number) => void,
  {
    overflow,
    intervalMs = LOG_REPEATS_INTERVAL_MS,
    maxKeys = LOG_KEYS_PER_INTERVAL,
  }: { overflow?: T; intervalMs?: number; maxKeys?: number } = {},
): (key: string, entry: T) => void {
  const overflowKey = '\0overflow';
  const counts = new Map<string, { entry: T; count: number }>();
  let flush: NodeJS.Timeout | undefined;

  function flushCounts() {
    flush = undefined;
    for (const { entry, count } of counts.values()) if (count > 0) write(entry, count);
    counts.clear();
  }

  return (key, entry) => {
    if (overflow !== undefined && counts.size >= maxKeys && !counts.has(key)) {
      [key, entry] = [overflowKey, overflow];
    }
    const seen = counts.get(key);
    if (seen) {
      seen.count += 1;
      return;
    }
    counts.set(key, { entry, count: 0 });
    write(entry);
    flush ??= setTimeout(flushCounts, intervalMs).unref();
  };
}

type Rejection = { event: EndpointKind; reason: string; status: number };

const noteRejection = oncePerInterval<Rejection>(
  ({ event, reason, status }, repeats) =>
    logSubmission(event, {
      outcome: 'rejected',
      reason,
      status,
      ...(repeats ? { repeats } : {}),
    }),
  // Kinds come from a fixed set of reasons and statuses: nothing to bound.
);

/**
 * A rejection, written at once the first time its kind (event, reason, status) is seen in an
 * interval and counted after that: rejections come before the rate limit, so a bot sending
 * them as fast as it can adds two lines a minute per kind, not one per request.
 */
export function logRejection(event: EndpointKind, reason: string, status: number): void {
  noteRejection(`${event} ${reason} ${status}`, { event, reason, status });
}

const MAX_LOGGED_URL_LENGTH = 512;

/**
 * What the log keeps of a blocked URL: scheme, host and path, without credentials, query or
 * fragment (they may carry tokens); a scheme alone for `data:`, `blob:` and the like; a keyword
 * (`inline`, `eval`) as it is.
 */
export function loggedBlockedUrl(blocked: string): string {
  let kept: string;
  if (URL.canParse(blocked)) {
    const url = new URL(blocked);
    kept = url.host ? `${url.protocol}//${url.host}${url.pathname}` : url.protocol.slice(0, -1);
  } else {
    kept = blocked.split(/[?#]/, 1)[0]!;
  }
  return kept.slice(0, MAX_LOGGED_URL_LENGTH);
}

/** What the log keeps of the document's URL: its path alone. */
export function loggedDocumentPath(documentUrl: string): string {
  const path = URL.canParse(documentUrl)
    ? new URL(documentUrl).pathname
    : documentUrl.split(/[?#]/, 1)[0]!;
  return path.slice(0, MAX_LOGGED_URL_LENGTH);
}

type ViolationLine = {
  directive: string;
  blockedUrl: string;
  documentPath?: string;
  disposition?: string;
};

const noteViolation = oncePerInterval<ViolationLine>(
  (line, repeats) =>
    console.warn(
      JSON.stringify({
        at: new Date().toISOString(),
        event: 'csp-violation',
        ...line,
        ...(repeats ? { repeats } : {}),
      }),
    ),
  // Reports are input: past the bound, every other directive and URL shares one line.
  { overflow: { directive: 'other', blockedUrl: 'other' } },
);

/**
 * A CSP violation, written at once the first time its directive and blocked URL are seen in an
 * interval and counted after that, as rejections are: every visitor of a page with a violation
 * reports it, and the log needs it once a minute with how often.
 */
export function logCspViolation(violation: CspViolation): void {
  const line = {
    directive: violation.directive,
    blockedUrl: loggedBlockedUrl(violation.blockedUrl),
    documentPath: loggedDocumentPath(violation.documentUrl),
    disposition: violation.disposition,
  };
  noteViolation(JSON.stringify([line.directive, line.blockedUrl]), line);
}
