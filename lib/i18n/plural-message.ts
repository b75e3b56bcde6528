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
  // Built at the first message, not here: a browser's first Intl.NumberFormat loads the locale's
  // data (up to 100 ms of a throttled phone's main thread), which a composer with no message yet
  // has no need of while the page loads.
  let intl: { rules: Intl.PluralRules; counts: Intl.NumberFormat } | undefined;
  return (message: PluralMessage, count: number): string => {
    intl ??= {
      rules: new Intl.PluralRules(locale),
      counts: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    };
    return fillMessage(intl.rules.select(count) === 'one' ? message.one : message.other, {
      count: intl.counts.format(count),
    });
  };
}
