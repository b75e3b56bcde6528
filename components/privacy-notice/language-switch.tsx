import { SiteLink } from '@/components/ui/site-link';
import { languages, type Language } from '@/content/messages';
import type { RoutePath } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang } from '@/lib/i18n/locale';

/**
 * The link to the same page in the other language, written in that language (`lang`), and
 * naming it (`hreflang`). The two pages have different root layouts, so it loads a whole page.
 */
export function LanguageSwitch({
  language,
  paths,
}: {
  language: Language;
  paths: Record<Language, RoutePath>;
}) {
  const other = languages.find((candidate) => candidate !== language)!;
  return (
    <p className="mt-4">
      <SiteLink
        href={paths[other]}
        hrefLang={htmlLang[other]}
        lang={htmlLang[other]}
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {getCopy('PrivacyNotice', language).copy.otherLanguage}
      </SiteLink>
    </p>
  );
}
