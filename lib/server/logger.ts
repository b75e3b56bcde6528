import { createHash } from 'node:crypto';

export type SubmissionEvent = 'demo_request' | 'newsletter_subscription';

export type SubmissionOutcome =
  | { outcome: 'accepted'; destination: 'upstream' | 'embedded_store' | 'honeypot' }
  | { outcome: 'rejected'; reason: string; status: number }
  | { outcome: 'upstream_error'; reason: string; status: 502 };

/** 'a***@example.com': enough to spot a pattern in the logs, not enough to identify someone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return `sha256:${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;
  return `${email[0]}***${email.slice(at)}`;
}

/** One JSON line per submission outcome; never the message text or the full email. */
export function logSubmission(
  event: SubmissionEvent,
  outcome: SubmissionOutcome,
  email?: string,
): void {
  const line = JSON.stringify({
    at: new Date().toISOString(),
    event,
    ...outcome,
    ...(email ? { email: maskEmail(email) } : {}),
  });
  if (outcome.outcome === 'accepted') console.log(line);
  else console.warn(line);
}
