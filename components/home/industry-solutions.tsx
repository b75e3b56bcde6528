import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/sections/section';
import { industries, industryPoints } from '@/content/home';
import { Icon } from '@/components/icons/icon';

/** Industry solutions (spec §2): six industries with two points each, and Talk to an Expert. */
export async function IndustrySolutions() {
  const t = await getTranslations('Home.industries');
  return (
    <Section id="industries-title" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map(({ key, icon }) => (
          <li
            key={key}
            data-aos="fade-up"
            className="rounded-card border border-line bg-white p-6 shadow-card"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={icon} />
            </span>
            <h3 className="mt-4 text-title text-ink">{t(`items.${key}.name`)}</h3>
            <ul className="mt-3 space-y-2 text-sm text-ink-muted">
              {industryPoints.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-accent-600" />
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
    </Section>
  );
}
