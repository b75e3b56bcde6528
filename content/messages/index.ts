import * as english from './en';
import * as hindi from './hi';

/** The site's copy, one namespace per page or component (`en/index.ts` lists them). */
export const messages = english;

export type Messages = typeof messages;

/**
 * The Hindi messages: the privacy notice and its erasure pages, and the email with the erasure
 * link sent to a visitor who asked from the Hindi page (every other page is English). Each
 * namespace has the English one's shape: a key missing in Hindi does not compile.
 */
export const hindiMessages = hindi satisfies Partial<Messages>;

export type TranslatedNamespace = keyof typeof hindiMessages;

/** The languages of the site's copy: English everywhere, Hindi on the privacy notice's pages. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/**
 * A namespace's messages in a language. Hindi has only the translated namespaces: asking it for
 * another one is a mistake, not a reason to show English.
 */
export function namespaceMessages<N extends keyof Messages>(
  namespace: N,
  language: Language,
): Messages[N] {
  if (language === 'en') return messages[namespace];
  if (!Object.hasOwn(hindiMessages, namespace)) {
    throw new Error(`No Hindi messages for the namespace ${namespace}`);
  }
  return hindiMessages[namespace as TranslatedNamespace] as Messages[N];
}
