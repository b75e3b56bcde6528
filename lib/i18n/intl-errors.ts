import type { IntlError } from 'next-intl';

/**
 * Every page is prerendered, so a missing or malformed message surfaces while `next build`
 * renders it: failing there stops a page from shipping with a message key in place of its copy.
 */
export function failOnIntlError(error: IntlError): never {
  throw error;
}
