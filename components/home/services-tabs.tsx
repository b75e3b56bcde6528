import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/section';
import { serviceCategories, serviceFeatures } from '@/content/home';
import { Icon } from '@/components/icons/icon';
import { Tabs } from '@/components/ui/tabs';

/** The services tabs (spec §2, §4): Communication Services by default, then Digital Services. */
export async function ServicesTabs() {
  const t = await getTranslations('Home.services');
  return (
    <Section id="services-title" title={t('title')} intro={t('intro')}>
      <Tabs
        label={t('tabsLabel')}
        tabs={serviceCategories.map((category) => t(`categories.${category.key}`))}
        panels={serviceCategories.map((category) => (
          <ul key={category.key} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {category.services.map((service) => (
              <li
                key={service.key}
                className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
              >
                <h3 className="text-title text-ink">{t(`items.${service.key}.name`)}</h3>
                <p className="mt-2 text-sm text-ink-muted">
                  {t(`items.${service.key}.description`)}
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
                  {serviceFeatures.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Icon name="check" className="mt-0.5 size-4 text-accent-600" />
                      {t(`items.${service.key}.features.${feature}`)}
                    </li>
                  ))}
                </ul>
                <SiteLink
                  href={service.href}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('learnMore', { name: t(`items.${service.key}.name`) })}
                  <Icon name="arrowRight" className="size-4" />
                </SiteLink>
              </li>
            ))}
          </ul>
        ))}
      />
    </Section>
  );
}
