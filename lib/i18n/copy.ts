import { createTranslator } from 'next-intl';
import {
  hindiMessages,
  messages,
  namespaceMessages,
  type Language,
  type Messages,
  type TranslatedNamespace,
} from '@/content/messages';
import type { Route } from '@/content/routes';
import { languageLocales, timeZone } from './locale';

export type Namespace = keyof Messages;

function translator<N extends Namespace>(namespace: N, language: Language = 'en') {
  return createTranslator({
    locale: languageLocales[language],
    timeZone,
    // Hindi has the English shape, namespace by namespace (content/messages/index.ts).
    messages: language === 'en' ? messages : (hindiMessages as unknown as Messages),
    namespace,
    // Every page is prerendered, so a missing or malformed message surfaces while `next build`
    // renders it: failing there stops a page from shipping with a message key in place of its copy.
    onError: (error) => {
      throw error;
    },
  });
}

/** A namespace's copy: its messages as typed data, and `t` for those that take arguments. */
type NamespaceCopy<N extends Namespace> = {
  copy: Messages[N];
  t: ReturnType<typeof translator<N>>;
};

/**
 * The one way code reads copy: pages, components, metadata, share images and route handlers
 * alike. `copy` is the namespace's messages as typed data, to render or to hand down to a
 * client component as plain strings (an id without copy does not compile); `t` formats a message
 * that takes arguments (a count, a price, an email address), and throws on a missing or
 * malformed one, so such a page fails `next build` instead of shipping a message key. The copy
 * is English; the privacy notice's pages also ask for Hindi, which only their namespaces have
 * (a Hindi namespace that is not translated does not compile). Nothing here depends on the
 * request, and it works where nothing can be awaited.
 */
const translators = new Map<string, unknown>();

export function getCopy<N extends Namespace>(namespace: N, language?: 'en'): NamespaceCopy<N>;
export function getCopy<N extends TranslatedNamespace>(
  namespace: N,
  language: Language,
): NamespaceCopy<N>;
export function getCopy<N extends Namespace>(
  namespace: N,
  language: Language = 'en',
): NamespaceCopy<N> {
  // One translator per namespace and language: making one resolves the locale, which a route
  // handler would otherwise pay on every call (the lead notifications, one per lead and
  // destination).
  const key = `${language}:${namespace}`;
  if (!translators.has(key)) translators.set(key, translator(namespace, language));
  const t = translators.get(key) as NamespaceCopy<N>['t'];
  return { copy: namespaceMessages(namespace, language), t };
}

/** What every route's namespace holds for its page (content/routes.test.ts checks it). */
type PageCopy = { meta: { title: string; description: string }; title: string; intro: string };

/** A route's page copy, in the route's own language. */
export function routeCopy(route: Route): PageCopy {
  return route.language === 'hi'
    ? getCopy(route.namespace, route.language).copy
    : getCopy(route.namespace).copy;
}
