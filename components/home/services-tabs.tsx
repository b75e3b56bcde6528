import { SiteLink } from '@/components/ui/site-link';
import { Section } from '@/components/sections/section';
import { serviceCategories, serviceFeatures } from '@/content/home';
import { Icon } from '@/components/icons/icon';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { getCopy } from '@/lib/i18n/copy';

/** The services tabs: Communication Services, selected by default, then Digital Services. */
export function ServicesTabs() {
  const { copy, t } = getCopy('Home');
  const services = copy.services;
  return (
    <Section id="services-title" heading={services}>
      <Tabs
        label={services.tabsLabel}
        tabs={serviceCategories.map((category) => services.categories[category.key])}
        panels={serviceCategories.map((category) => (
          <ul key={category.key} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {category.services.map((service) => (
              <Card as="li" key={service.key} className="flex flex-col">
                <h3 className="text-title text-ink">{services.items[service.key].name}</h3>
                <p className="mt-2 text-sm text-ink-muted">
                  {services.items[service.key].description}
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
                  {serviceFeatures.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Icon name="check" className="mt-0.5 size-4 text-accent-600" />
                      {services.items[service.key].features[feature]}
                    </li>
                  ))}
                </ul>
                <SiteLink
                  href={service.href}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('services.learnMore', { name: services.items[service.key].name })}
                  <Icon name="arrowRight" className="size-4" />
                </SiteLink>
              </Card>
            ))}
          </ul>
        ))}
      />
    </Section>
  );
}
