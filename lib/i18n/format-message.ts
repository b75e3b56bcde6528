import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { formatIndianDigits } from '@/lib/format/indian-digits';
import { locale } from './locale';

export type { CompiledMessage };

// Numbers in messages are written by formatIndianDigits (lib/format/indian-digits.ts), not by a
// browser's Intl.NumberFormat, whose first use costs a phone up to 170 ms in one task.
let plurals: Intl.PluralRules | undefined;
const numbers = { format: (value: number) => formatIndianDigits(value) } as Intl.NumberFormat;
const options = {
  formatters: {
    // The messages format counts (`#`, `{count, number}`) in the locale's default style; a
    // message asking for another style would get Intl's.
    getNumberFormat: (...[, style]: ConstructorParameters<typeof Intl.NumberFormat>) =>
      style && Object.keys(style).length > 0 ? new Intl.NumberFormat(locale, style) : numbers,
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
