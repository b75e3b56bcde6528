import { demoSubjects, MESSAGE_MAX_LENGTH, type DemoSubject } from './demo-request-limits';
import type { DemoRequestInput } from './demo-request-schema';
import { unsafeCharacters } from '@/lib/text/unsafe-characters';

const isSubject = (value: string): value is DemoSubject =>
  (demoSubjects as readonly string[]).includes(value);

/**
 * What a link to the contact page fills in (`/contact?subject=communication&message=...`, as a
 * quote page's "Discuss this estimate" sends): a known subject, and a message the form would
 * accept the characters of, cut to its maximum. The visitor still reads and sends it.
 */
export function demoRequestPrefill(
  search: string,
): Partial<Pick<DemoRequestInput, 'subject' | 'message'>> {
  const query = new URLSearchParams(search);
  const prefill: Partial<Pick<DemoRequestInput, 'subject' | 'message'>> = {};
  const subject = query.get('subject');
  if (subject && isSubject(subject)) prefill.subject = subject;
  const message = query
    .get('message')
    ?.replace(unsafeCharacters({ keepLineFeeds: true }), '')
    .trim();
  if (message) prefill.message = message.slice(0, MESSAGE_MAX_LENGTH);
  return prefill;
}
