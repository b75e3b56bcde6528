import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';

/**
 * A message compiled for code that also runs in the browser, to format with formatMessage
 * (lib/i18n/format-message.ts). next-intl's compact form of an ICU message (its `icu-minify`,
 * what its own `precompile` option ships): compiled on the server, where the ICU parser stays;
 * a malformed message throws, so the page that hands it down fails `next build`.
 */
export function compileMessage(message: string): CompiledMessage {
  // Its plural forms are objects without a prototype, which React does not pass to a client
  // component: as JSON, as next-intl's own loader hands compiled messages on.
  return JSON.parse(JSON.stringify(compile(message))) as CompiledMessage;
}
