import { formatCount } from '@/lib/format/rupees';
import { fillMessage } from './fill-message';
import { locale } from './locale';

/**
 * A message with a count, in its plural forms, for the browser: `{count}` stands for the count.
 * English needs `one` and `other`; the forms are copy (content/messages), chosen by the locale's
 * plural rules.
 */
export type PluralMessage = { one: string; other: string };

const pluralRules = new Intl.PluralRules(locale);

/** The plural form for `count`, with the count written the Indian way ('1,00,000 parts'). */
export function pluralMessage(message: PluralMessage, count: number): string {
  const form = pluralRules.select(count) === 'one' ? message.one : message.other;
  return fillMessage(form, { count: formatCount(count) });
}
