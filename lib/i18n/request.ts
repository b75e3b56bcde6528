import { getRequestConfig } from 'next-intl/server';
import { messages } from '@/content/messages';
import { failOnIntlError } from './intl-errors';
import { locale, timeZone } from './locale';

// No i18n routing: one locale, so nothing here reads the request and every page stays static.
export default getRequestConfig(async () => ({
  locale,
  timeZone,
  messages,
  onError: failOnIntlError,
}));
