import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Section } from '@/components/sections/section';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { aboutStats, aboutValues } from '@/content/about';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/about');
}

const storyParagraphs = ['start', 'grow', 'digital'] as const;

export default async function AboutPage() {
  const [t, copy] = await Promise.all([getTranslations('About'), getCopy('About')]);
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

      <Section id="about-values" title={copy.values.title} intro={copy.values.intro}>
        <FeatureGrid columns={4} items={withCopy(aboutValues, copy.values.items)} />
      </Section>
    </>
  );
}
