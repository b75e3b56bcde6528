import type { Language } from '@/content/messages';

/** English, the site's language: amounts and numbers are formatted for India. */
export const locale = 'en-IN';
export const timeZone = 'Asia/Kolkata';

/** A value for each language of the copy. */
type PerLanguage = Record<Language, string>;

/** The locale each language's copy is formatted in (dates, numbers, plurals). */
export const languageLocales = { en: locale, hi: 'hi-IN' } as const satisfies PerLanguage;

/** The `lang` of a page, or of a part of one, in each language. */
export const htmlLang = { en: locale, hi: 'hi' } as const satisfies PerLanguage;

/** The Open Graph locale of a page in each language. */
export const openGraphLocales = { en: 'en_IN', hi: 'hi_IN' } as const satisfies PerLanguage;
