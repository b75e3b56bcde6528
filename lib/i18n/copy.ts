import { createTranslator } from 'next-intl';
import { messages, type Messages } from '@/content/messages';
import { failOnIntlError } from './intl-errors';
import { locale, timeZone } from './locale';

export type Namespace = keyof Messages;

function translator<N extends Namespace>(namespace: N) {
  return createTranslator({ locale, timeZone, messages, namespace, onError: failOnIntlError });
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
 * malformed one, so such a page fails `next build` instead of shipping a message key. There is
 * one locale, so nothing here depends on the request, and it works where nothing can be awaited.
 */
const translators = new Map<Namespace, unknown>();

export function getCopy<N extends Namespace>(namespace: N): NamespaceCopy<N> {
  // One translator per namespace: making one resolves the locale, which a route handler would
  // otherwise pay on every call (the lead notifications, one per lead and destination).
  let t = translators.get(namespace) as NamespaceCopy<N>['t'] | undefined;
  if (!t) {
    t = translator(namespace);
    translators.set(namespace, t);
  }
  return { copy: messages[namespace], t };
}
