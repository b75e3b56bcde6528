'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import serverError from '@/content/messages/en/server-error.json' with { type: 'json' };
import { locale } from '@/lib/i18n/locale';
import './globals.css';

/**
 * Shown in place of the whole site when its root layout fails. Next's own page styles its
 * elements with style="" attributes, which the Content-Security-Policy does not allow: this one
 * has the site's stylesheet. Its copy is imported alone, not through getCopy, which would bring
 * every namespace into the browser's bundle.
 */
export default function GlobalError() {
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh items-center justify-center bg-white px-gutter antialiased">
        <main className="max-w-md text-center">
          <h1 className="text-headline text-ink">{serverError.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{serverError.intro}</p>
          <form className="mt-8">
            <button type="submit" className={buttonStyles()}>
              {serverError.reload}
            </button>
          </form>
        </main>
      </body>
    </html>
  );
}
