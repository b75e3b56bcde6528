import { FeatureGrid } from '@/components/sections/service-bands';
import { Heading } from '@/components/sections/heading';
import { Section } from '@/components/sections/section';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { aboutStats, aboutValues } from '@/content/about';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.about);

const storyParagraphs = ['start', 'grow', 'digital'] as const;

export default function AboutPage() {
  const { copy } = getCopy('About');
  return (
    <>
      <PageHeader heading={copy} />

      <section aria-labelledby="about-stats" className="pb-section">
        <Container>
          <h2 id="about-stats" className="sr-only">
            {copy.stats.title}
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {aboutStats.map(({ id, value }) => (
              <Card
                key={id}
                padding="compact"
                className="flex flex-col-reverse text-center"
                data-testid={`about-stat-${id}`}
              >
                <dt className="mt-1 text-sm text-ink-muted">{copy.stats.items[id]}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">{value}</dd>
              </Card>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="about-story" className="bg-surface-muted py-section">
        <Container>
          <div className="mx-auto max-w-3xl" data-aos="fade-up">
            <Heading id="about-story">{copy.story.title}</Heading>
            <div className="mt-6 space-y-5 text-lg text-ink-muted">
              {storyParagraphs.map((key) => (
                <p key={key}>{copy.story.paragraphs[key]}</p>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <Section id="about-values" heading={copy.values}>
        <FeatureGrid columns={4} items={withCopy(aboutValues, copy.values.items)} />
      </Section>
    </>
  );
}
