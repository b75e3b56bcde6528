import type { ReactNode } from 'react';
import {
  addOnItems,
  AddOnList,
  FeatureGrid,
  HowItWorks,
  UseCaseGrid,
} from '@/components/sections/grids';
import { ServicePage } from '@/components/sections/service-page';
import type { IconName } from '@/content/icons';
import type { AddOn } from '@/content/pricing/add-ons';
import type { RoutePath } from '@/content/routes';
import { site } from '@/content/site';
import { withCopy } from '@/lib/i18n/with-copy';
import type { ServiceOffer } from '@/lib/seo/structured-data';

type ItemCopy = { title: string; description: string };
type Heading = { title: string; intro: string };

/** The copy an SMS, voice or email page needs: its messages have this shape. */
type ChannelCopy<U extends string, F extends string, S extends string, A extends string> = {
  title: string;
  intro: string;
  meta: { description: string };
  hero: { eyebrow: string; getStarted: string; talkToSales: string };
  useCases: Heading & { items: Record<U, ItemCopy> };
  features: Heading & { items: Record<F, ItemCopy> };
  howItWorks?: Heading & { steps: Record<S, ItemCopy> };
  pricing: Heading;
  addOns: Heading & { items: Record<A, { name: string; note: string }> };
};

/**
 * An SMS, voice or email page: hero with Get Started and Talk to Sales, use cases, key
 * features, the optional three-step How It Works, pricing, add-ons and the communication call to
 * action. The pages differ only in data and copy.
 */
export function ChannelPage<
  U extends string,
  F extends string,
  S extends string,
  A extends string,
>({
  path,
  copy,
  page,
  pricing,
  estimator,
  offers,
}: {
  path: RoutePath;
  /** The page's messages; every id of `page` must have its copy there. */
  copy: NoInfer<ChannelCopy<U, F, S, A>>;
  page: {
    useCases: readonly { id: U; icon: IconName }[];
    features: readonly { id: F; icon: IconName }[];
    howItWorks?: readonly S[];
    addOns: readonly (AddOn & { id: A })[];
  };
  /** The page's pricing tables, built from its typed price list. */
  pricing: ReactNode;
  /** The estimator under the tables (`<Estimator channel=… />`, or the SMS page's own). */
  estimator: ReactNode;
  /** The same price list as schema.org offers. */
  offers: ServiceOffer[];
}) {
  const { useCases, features, howItWorks, addOns } = copy;
  return (
    <ServicePage
      path={path}
      copy={copy}
      offers={offers}
      primary={copy.hero.getStarted}
      secondary={{ label: copy.hero.talkToSales, href: site.phoneHref }}
      cta="communication"
      sections={[
        {
          id: 'use-cases',
          heading: useCases,
          content: <UseCaseGrid items={withCopy(page.useCases, useCases.items)} />,
        },
        {
          id: 'features',
          heading: features,
          content: <FeatureGrid items={withCopy(page.features, features.items)} />,
        },
        ...(page.howItWorks && howItWorks
          ? [
              {
                id: 'how-it-works',
                heading: howItWorks,
                content: <HowItWorks steps={page.howItWorks.map((id) => howItWorks.steps[id])} />,
              },
            ]
          : []),
        {
          id: 'pricing',
          heading: copy.pricing,
          content: (
            <div className="mx-auto max-w-4xl">
              {pricing}
              {estimator}
            </div>
          ),
        },
        {
          id: 'add-ons',
          heading: addOns,
          content: <AddOnList items={addOnItems(withCopy(page.addOns, addOns.items))} />,
        },
      ]}
    />
  );
}
