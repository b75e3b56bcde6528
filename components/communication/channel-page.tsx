import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CtaBlock } from '@/components/cta/cta-block';
import type { IconName } from '@/components/icons/icon';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HowItWorks } from '@/components/sections/how-it-works';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import type { AddOn } from '@/content/pricing/add-ons';
import type { RoutePath } from '@/content/routes';
import { site } from '@/content/site';
import type { ServiceOffer } from '@/lib/seo/structured-data';
import { addOnItems } from './add-on-items';

type ChannelNamespace = 'Sms' | 'Voice' | 'Email';

/** The three channel pages share one set of message keys under their own namespaces. */
type PageTranslator = (key: string) => string;

type ChannelPageProps = {
  path: RoutePath;
  namespace: ChannelNamespace;
  page: {
    useCases: readonly { id: string; icon: IconName }[];
    features: readonly { id: string; icon: IconName }[];
    howItWorks?: readonly string[];
  };
  addOns: readonly AddOn[];
  /** The page's pricing tables, built from its typed price list. */
  pricing: ReactNode;
  /** The same price list as schema.org offers. */
  offers: ServiceOffer[];
};

/**
 * An SMS, voice or email page (spec §2): hero with Get Started and Talk to Sales, use cases, key
 * features, the optional three-step How It Works, pricing, add-ons and the communication call to
 * action. The pages differ only in data and copy.
 */
export async function ChannelPage({
  path,
  namespace,
  page,
  addOns,
  pricing,
  offers,
}: ChannelPageProps) {
  const t = (await getTranslations(namespace)) as unknown as PageTranslator;
  const addOnList = await addOnItems(addOns, (id) => ({
    name: t(`addOns.items.${id}.name`),
    note: t(`addOns.items.${id}.note`),
  }));

  const sections: { id: string; copy: string; content: ReactNode }[] = [
    {
      id: 'use-cases',
      copy: 'useCases',
      content: (
        <UseCaseGrid
          items={page.useCases.map(({ id, icon }) => ({
            icon,
            title: t(`useCases.items.${id}.title`),
            description: t(`useCases.items.${id}.description`),
          }))}
        />
      ),
    },
    {
      id: 'features',
      copy: 'features',
      content: (
        <FeatureGrid
          items={page.features.map(({ id, icon }) => ({
            icon,
            title: t(`features.items.${id}.title`),
            description: t(`features.items.${id}.description`),
          }))}
        />
      ),
    },
    ...(page.howItWorks
      ? [
          {
            id: 'how-it-works',
            copy: 'howItWorks',
            content: (
              <HowItWorks
                steps={page.howItWorks.map((id) => ({
                  title: t(`howItWorks.steps.${id}.title`),
                  description: t(`howItWorks.steps.${id}.description`),
                }))}
              />
            ),
          },
        ]
      : []),
    { id: 'pricing', copy: 'pricing', content: <div className="mx-auto max-w-4xl">{pricing}</div> },
    { id: 'add-ons', copy: 'addOns', content: <AddOnList items={addOnList} /> },
  ];

  return (
    <>
      <Breadcrumbs path={path} />
      <ServiceJsonLd path={path} offers={offers} />
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.getStarted'), href: '/contact' }}
        secondary={{ label: t('hero.talkToSales'), href: site.phoneHref }}
      />
      {sections.map(({ id, copy, content }, index) => (
        <PageSection key={id} labelledBy={id} tone={index % 2 === 1 ? 'muted' : undefined}>
          <SectionHeading id={id} title={t(`${copy}.title`)} intro={t(`${copy}.intro`)} />
          {content}
        </PageSection>
      ))}
      <CtaBlock type="communication" />
    </>
  );
}
