import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { aboutStats, aboutValues } from '@/content/about';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/about');
}

const storyParagraphs = ['start', 'grow', 'digital'] as const;

export default async function AboutPage() {
  const t = await getTranslations('About');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <section aria-labelledby="about-stats" className="pb-section">
        <Container>
          <h2 id="about-stats" className="sr-only">
            {t('stats.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {aboutStats.map(({ id, value }) => (
              <div
                key={id}
                className="flex flex-col-reverse rounded-card border border-line bg-white p-5 text-center shadow-card"
                data-testid={`about-stat-${id}`}
              >
                <dt className="mt-1 text-sm text-ink-muted">{t(`stats.items.${id}`)}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">{value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="about-story" className="bg-surface-muted py-section">
        <Container>
          <div className="mx-auto max-w-3xl" data-aos="fade-up">
            <h2
              id="about-story"
              className="text-3xl font-bold tracking-tight text-ink sm:text-headline"
            >
              {t('story.title')}
            </h2>
            <div className="mt-6 space-y-5 text-lg text-ink-muted">
              {storyParagraphs.map((key) => (
                <p key={key}>{t(`story.paragraphs.${key}`)}</p>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-values" className="py-section">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2
              id="about-values"
              className="text-3xl font-bold tracking-tight text-ink sm:text-headline"
            >
              {t('values.title')}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{t('values.intro')}</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutValues.map(({ id, icon }) => (
              <li
                key={id}
                className="rounded-card border border-line bg-white p-6 shadow-card"
                data-aos="fade-up"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-card bg-brand-50 text-brand-700">
                  <Icon name={icon} />
                </span>
                <h3 className="mt-4 text-title text-ink">{t(`values.items.${id}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`values.items.${id}.description`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
