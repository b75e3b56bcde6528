import { CtaBlock } from '@/components/cta/cta-block';
import type { IconName } from '@/content/icons';
import { PricesNote } from '@/components/pricing/prices-note';
import { PricingTable } from '@/components/pricing/pricing-table';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Section } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import type { DigitalPackage } from '@/content/pricing/digital';
import type { RoutePath } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { durationText, priceText } from '@/lib/pricing/price-text';
import { digitalOffers } from '@/lib/seo/pricing-offers';

type ItemCopy = { title: string; description: string };
type Heading = { title: string; intro: string };

/** The copy a digital service page needs: the three pages' messages have this shape. */
type DigitalServiceCopy<O extends string, P extends string, A extends string, W extends string> = {
  title: string;
  intro: string;
  hero: { eyebrow: string; primary: string; secondary: string };
  offers: Heading & { items: Record<O, ItemCopy> };
  pricing: Heading & { caption: string };
  packages: Record<P, { name: string }>;
  addOns: Heading & { items: Record<A, { name: string; note: string }> };
  whyUs: Heading & { items: Record<W, ItemCopy> };
};

type DigitalServicePageProps<
  O extends string,
  P extends string,
  A extends string,
  W extends string,
> = {
  path: RoutePath;
  /** The page's messages; every id of `page` must have its copy there. */
  copy: NoInfer<DigitalServiceCopy<O, P, A, W>>;
  page: {
    offers: readonly { id: O; icon: IconName }[];
    packages: readonly DigitalPackage<P>[];
    addOns: readonly A[];
    whyUs: readonly { id: W; icon: IconName }[];
  };
  /** A package's scope, formatted with its figures ('5 pages, ...'). */
  scope: (pkg: DigitalPackage<P>) => string;
  /** The note under the pricing table, formatted. */
  pricingNote: string;
};

/**
 * A digital service page (offers, pricing table, add-ons, why choose us), closed by the
 * development call to action. Web development, digital marketing and design differ only in data
 * and copy.
 */
export function DigitalServicePage<
  O extends string,
  P extends string,
  A extends string,
  W extends string,
>({ path, copy, page, scope, pricingNote }: DigitalServicePageProps<O, P, A, W>) {
  const { columns } = getCopy('Pricing').copy;
  const { offers, addOns, whyUs } = copy;

  return (
    <>
      <Breadcrumbs path={path} />
      <ServiceJsonLd
        path={path}
        offers={digitalOffers(page.packages, (id) => copy.packages[id].name)}
      />
      <ServiceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.title}
        intro={copy.intro}
        primary={{ label: copy.hero.primary, href: '/contact' }}
        secondary={{ label: copy.hero.secondary, href: '#pricing' }}
      />
      <Section id="offers" title={offers.title} intro={offers.intro}>
        <FeatureGrid columns={4} items={withCopy(page.offers, offers.items)} />
      </Section>
      <Section id="pricing" title={copy.pricing.title} intro={copy.pricing.intro} tone="muted">
        <div className="mx-auto max-w-5xl">
          <PricingTable
            caption={copy.pricing.caption}
            columns={[
              { key: 'package', header: columns.package },
              { key: 'price', header: columns.price, numeric: true },
              { key: 'timeline', header: columns.timeline },
              { key: 'scope', header: columns.scope },
            ]}
            rows={page.packages.map((pkg) => ({
              key: pkg.id,
              label: copy.packages[pkg.id].name,
              cells: [
                <span key="price" className="font-semibold whitespace-nowrap text-ink">
                  {priceText(pkg.price)}
                </span>,
                durationText(pkg.duration),
                scope(pkg),
              ],
            }))}
            notes={[pricingNote, <PricesNote key="prices" />]}
          />
        </div>
      </Section>
      <Section id="add-ons" title={addOns.title} intro={addOns.intro}>
        <AddOnList
          className="lg:grid-cols-4"
          items={page.addOns.map((id) => ({
            ...addOns.items[id],
            price: priceText({ kind: 'onRequest' }),
          }))}
        />
      </Section>
      <Section id="why-us" title={whyUs.title} intro={whyUs.intro} tone="muted">
        <FeatureGrid columns={4} items={withCopy(page.whyUs, whyUs.items)} />
      </Section>
      <CtaBlock type="development" />
    </>
  );
}
