import type { Messages } from './content/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: 'en-IN' | 'hi-IN';
    Messages: Messages;
  }
}
