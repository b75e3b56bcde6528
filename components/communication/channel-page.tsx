import type { ReactNode } from 'react';
import { CtaBlock } from '@/components/cta/cta-block';
import type { IconName } from '@/content/icons';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HowItWorks } from '@/components/sections/how-it-works';
import { Section } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import type { AddOn } from '@/content/pricing/add-ons';
import type { RoutePath } from '@/content/routes';
import { site } from '@/content/site';
import { withCopy } from '@/lib/i18n/with-copy';
import type { ServiceOffer } from '@/lib/seo/structured-data';
import { addOnItems } from './add-on-items';

type ItemCopy = { title: string; description: string };
type Heading = { title: string; intro: string };

/** The copy an SMS, voice or email page needs: its messages have this shape. */
type ChannelCopy<U extends string, F extends string, S extends string, A extends string> = {
  title: string;
  intro: string;
  hero: { eyebrow: string; getStarted: string; talkToSales: string };
  useCases: Heading & { items: Record<U, ItemCopy> };
  features: Heading & { items: Record<F, ItemCopy> };
  howItWorks?: Heading & { steps: Record<S, ItemCopy> };
  pricing: Heading;
  addOns: Heading & { items: Record<A, { name: string; note: string }> };
};

type ChannelPageProps<U extends string, F extends string, S extends string, A extends string> = {
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
>({ path, copy, page, pricing, estimator, offers }: ChannelPageProps<U, F, S, A>) {
  const { useCases, features, howItWorks } = copy;
  const addOns = addOnItems(withCopy(page.addOns, copy.addOns.items));
  const sections: { id: string; heading: Heading; content: ReactNode }[] = [
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
    { id: 'add-ons', heading: copy.addOns, content: <AddOnList items={addOns} /> },
  ];

  return (
    <>
      <Breadcrumbs path={path} />
      <ServiceJsonLd path={path} offers={offers} />
      <ServiceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.title}
        intro={copy.intro}
        primary={{ label: copy.hero.getStarted, href: '/contact' }}
        secondary={{ label: copy.hero.talkToSales, href: site.phoneHref }}
      />
      {sections.map(({ id, heading, content }, index) => (
        <Section
          key={id}
          id={id}
          title={heading.title}
          intro={heading.intro}
          tone={index % 2 === 1 ? 'muted' : 'plain'}
        >
          {content}
        </Section>
      ))}
      <CtaBlock type="communication" />
    </>
  );
}
