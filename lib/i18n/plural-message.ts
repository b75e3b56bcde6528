import { fillMessage } from './fill-message';

/**
 * A message with a count, in its plural forms, for the browser: `{count}` stands for the count.
 * English needs `one` and `other`; the forms are copy (content/messages), chosen by the locale's
 * plural rules.
 */
export type PluralMessage = { one: string; other: string };

/**
 * Words counts for `locale` (lib/i18n/locale, handed to the component that needs it): the plural
 * form for the count, the count grouped as lib/format/rupees' formatCount does ('1,00,000
 * parts'). Taking the locale, not importing it, keeps the message composer's chunk from sharing a
 * module with the estimator's bundle.
 */
export function pluralMessages(locale: string) {
  const rules = new Intl.PluralRules(locale);
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (message: PluralMessage, count: number): string =>
    fillMessage(rules.select(count) === 'one' ? message.one : message.other, {
      count: counts.format(count),
    });
}
