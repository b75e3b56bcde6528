import { PricesNote } from '@/components/pricing/prices-note';
import { PricingTable } from '@/components/pricing/pricing-table';
import { AddOnList, addOnsOnRequest, FeatureGrid } from '@/components/sections/grids';
import { ServicePage } from '@/components/sections/service-page';
import type { IconName } from '@/content/icons';
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
  meta: { description: string };
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
  const { offers, pricing, addOns, whyUs } = copy;
  const table = (
    <PricingTable
      caption={pricing.caption}
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
  );
  return (
    <ServicePage
      path={path}
      copy={copy}
      offers={digitalOffers(page.packages, (id) => copy.packages[id].name)}
      primary={copy.hero.primary}
      secondary={{ label: copy.hero.secondary, href: '#pricing' }}
      cta="development"
      sections={[
        {
          id: 'offers',
          heading: offers,
          content: <FeatureGrid columns={4} items={withCopy(page.offers, offers.items)} />,
        },
        {
          id: 'pricing',
          heading: pricing,
          content: <div className="mx-auto max-w-5xl">{table}</div>,
        },
        {
          id: 'add-ons',
          heading: addOns,
          content: (
            <AddOnList
              className="lg:grid-cols-4"
              items={addOnsOnRequest(page.addOns, addOns.items)}
            />
          ),
        },
        {
          id: 'why-us',
          heading: whyUs,
          content: <FeatureGrid columns={4} items={withCopy(page.whyUs, whyUs.items)} />,
        },
      ]}
    />
  );
}
