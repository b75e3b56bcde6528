import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { locale } from './locale';

export type { CompiledMessage };

// Built at the first message, not as the module loads: a browser's first Intl.NumberFormat loads
// the locale's data (up to 100 ms of a throttled phone's main thread), which a page with no
// message to format yet has no need of while it loads.
let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;
const options = {
  formatters: {
    // The messages format counts (`#`, `{count, number}`) in the locale's default style only.
    getNumberFormat: () => (numbers ??= new Intl.NumberFormat(locale)),
    // Cardinal plurals only: the messages have no `selectordinal`.
    getPluralRules: () => (plurals ??= new Intl.PluralRules(locale)),
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      new Intl.DateTimeFormat(...args),
  },
};

/**
 * A message compiled by compileMessage (lib/i18n/compile-message.ts), formatted with its
 * arguments: the one way code that also runs in the browser fills a message, where the server
 * uses getCopy's `t` (lib/i18n/copy.ts). Both read ICU messages, through next-intl.
 */
export function formatMessage(message: CompiledMessage, values?: FormatValues<string>): string {
  const text = format(message, locale, values, options);
  return Array.isArray(text) ? text.join('') : String(text);
}

/**
 * A message in pieces, its tags (`<strong>…</strong>`) made into elements by the functions of the
 * same names, so a component can set a value apart.
 */
export function formatRichMessage<Element>(
  message: CompiledMessage,
  values: FormatValues<Element>,
): string | Element | (string | Element)[] {
  return format<Element>(message, locale, values, options);
}
