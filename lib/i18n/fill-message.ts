import { formatCount } from '@/lib/format/rupees';
import { locale } from './locale';

/**
 * A message with a count, in its plural forms, for the browser: `{count}` stands for the count.
 * English needs `one` and `other`; the forms are copy (content/messages), chosen by the locale's
 * plural rules.
 */
export type PluralMessage = { one: string; other: string };

/**
 * A message's `{name}` arguments filled in, in the pieces they make, so a component can set a
 * value apart (in bold, in a <mark>). For client components, which get their copy as plain
 * strings and do not load `t`: plain arguments only, no plural or select (see PluralMessage).
 */
export function messagePieces<T>(message: string, values: Readonly<Record<string, T>>) {
  return message.split(/\{(\w+)\}/).map((piece, index) => (index % 2 ? values[piece] : piece));
}

/** A message's `{name}` arguments filled in: see messagePieces. */
export function fillMessage(message: string, values: Readonly<Record<string, string>>): string {
  return messagePieces(message, values).join('');
}

/** The plural form for `count`, with the count written the Indian way ('1,00,000 parts'). */
export function pluralMessage(message: PluralMessage, count: number): string {
  // Made here, not once for the module, which the estimator's bundle takes for fillMessage alone.
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? message.one : message.other;
  return fillMessage(form, { count: formatCount(count) });
}
