import { getTranslations } from 'next-intl/server';
import { CtaBlock } from '@/components/cta/cta-block';
import { PricingTable } from '@/components/pricing/pricing-table';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import type { IconName } from '@/components/icons/icon';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import type { DigitalServiceNamespace } from '@/content/digital-services';
import type { DigitalPackage } from '@/content/pricing/digital';
import { routes } from '@/content/routes';
import { digitalOffers } from '@/lib/seo/pricing-offers';
import { getDigitalPriceText } from './digital-price-text';

type DigitalServicePageProps = {
  namespace: DigitalServiceNamespace;
  page: {
    offers: readonly { id: string; icon: IconName }[];
    packages: readonly DigitalPackage<string>[];
    addOns: readonly string[];
    whyUs: readonly { id: string; icon: IconName }[];
    noteValues?: Readonly<Record<string, number>>;
  };
};

/** The three pages share one set of message keys; content/digital-services.test.ts checks them. */
type PageTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * A digital service page (spec §2: offers, pricing table, add-ons, why choose us), closed by the
 * development call to action. Web development, digital marketing and design differ only in data
 * and copy.
 */
export async function DigitalServicePage({ namespace, page }: DigitalServicePageProps) {
  const [pageT, pricing, overview, priceText] = await Promise.all([
    getTranslations(namespace),
    getTranslations('Pricing'),
    getTranslations('DigitalOverview'),
    getDigitalPriceText(),
  ]);
  const t = pageT as unknown as PageTranslator;
  const path = routes.find((route) => route.namespace === namespace)!.path;

  return (
    <>
      <Breadcrumbs path={path} />
      <ServiceJsonLd
        path={path}
        offers={digitalOffers(page.packages, (id) => t(`packages.${id}.name`))}
      />
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.primary'), href: '/contact' }}
        secondary={{ label: t('hero.secondary'), href: '#pricing' }}
      />
      <PageSection labelledBy="offers">
        <SectionHeading id="offers" title={t('offers.title')} intro={t('offers.intro')} />
        <FeatureGrid
          columns={4}
          items={page.offers.map(({ id, icon }) => ({
            icon,
            title: t(`offers.items.${id}.title`),
            description: t(`offers.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="pricing" tone="muted">
        <SectionHeading id="pricing" title={t('pricing.title')} intro={t('pricing.intro')} />
        <div className="mx-auto max-w-5xl">
          <PricingTable
            caption={t('pricing.caption')}
            columns={[
              { key: 'package', header: pricing('columns.package') },
              { key: 'price', header: pricing('columns.price'), numeric: true },
              { key: 'timeline', header: pricing('columns.timeline') },
              { key: 'scope', header: overview('table.scope') },
            ]}
            rows={page.packages.map((pkg) => ({
              key: pkg.id,
              label: t(`packages.${pkg.id}.name`),
              cells: [
                <span key="price" className="font-semibold whitespace-nowrap text-ink">
                  {priceText.price(pkg.price)}
                </span>,
                priceText.duration(pkg.duration),
                t(`packages.${pkg.id}.scope`, pkg.scope),
              ],
            }))}
            notes={[t('pricing.note', page.noteValues)]}
          />
        </div>
      </PageSection>
      <PageSection labelledBy="add-ons">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList
          className="lg:grid-cols-4"
          items={page.addOns.map((id) => ({
            name: t(`addOns.items.${id}.name`),
            price: priceText.price({ kind: 'onRequest' }),
            note: t(`addOns.items.${id}.note`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="why-us" tone="muted">
        <SectionHeading id="why-us" title={t('whyUs.title')} intro={t('whyUs.intro')} />
        <FeatureGrid
          columns={4}
          items={page.whyUs.map(({ id, icon }) => ({
            icon,
            title: t(`whyUs.items.${id}.title`),
            description: t(`whyUs.items.${id}.description`),
          }))}
        />
      </PageSection>
      <CtaBlock type="development" />
    </>
  );
}
