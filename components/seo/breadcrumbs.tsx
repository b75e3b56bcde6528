import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { findRoute, type RoutePath } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { htmlLang } from '@/lib/i18n/locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, breadcrumbTrail } from '@/lib/seo/structured-data';

/**
 * The trail from home to a nested page, shown to visitors and given to crawlers as a
 * BreadcrumbList. A layout cannot know its child's path in a static build, so each nested page
 * places it with its own path.
 */
export function Breadcrumbs({ path }: { path: RoutePath }) {
  const { breadcrumbLabel } = getCopy('Common').copy.seo;
  const trail = breadcrumbTrail(path);
  const { language } = findRoute(path);
  return (
    <>
      {/* The trail and its label are English but for the pages of another language in it. */}
      <nav
        aria-label={breadcrumbLabel}
        lang={language === 'en' ? undefined : htmlLang.en}
        className="border-b border-line bg-white"
      >
        <Container>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-ink-muted">
            {trail.map((item, index) => {
              const current = index === trail.length - 1;
              return (
                <li
                  key={item.path}
                  lang={item.language === 'en' ? undefined : htmlLang[item.language]}
                  className="flex items-center gap-x-2"
                >
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-ink-muted">
                      /
                    </span>
                  ) : null}
                  {current ? (
                    <span aria-current="page" className="font-medium text-ink">
                      {item.name}
                    </span>
                  ) : (
                    <Link
                      href={item.path}
                      className="rounded-sm hover:text-brand-700 hover:underline"
                    >
                      {item.name}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </Container>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
