import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { industries, industryPoints } from '@/content/home';
import { CheckIcon, IndustryGlyph } from './icons';
import { SectionHeading } from './section-heading';

/** Industry solutions (spec §2): six industries with two points each, and Talk to an Expert. */
export async function IndustrySolutions() {
  const t = await getTranslations('Home.industries');
  return (
    <section aria-labelledby="industries-title" className="py-section">
      <Container>
        <SectionHeading id="industries-title" title={t('title')} intro={t('intro')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map(({ key, icon }) => (
            <li
              key={key}
              data-aos="fade-up"
              className="rounded-card border border-line bg-white p-6 shadow-card"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <IndustryGlyph icon={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-title text-ink">{t(`items.${key}.name`)}</h3>
              <ul className="mt-3 space-y-2 text-sm text-ink-muted">
                {industryPoints.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    {t(`items.${key}.points.${point}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href="/contact" variant="secondary" size="lg">
            {t('talkToExpert')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
