import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import { EngagementModelsTable } from '@/components/pricing/engagement-models-table';
import { PricesNote } from '@/components/pricing/prices-note';
import { PricingTable } from '@/components/pricing/pricing-table';
import { Card } from '@/components/ui/card';
import type { IconName } from '@/content/icons';
import { findRoute } from '@/content/routes';
import {
  services,
  type ServiceBand,
  type ServiceNamespace,
  type ServicePageData,
} from '@/content/services';
import { cn } from '@/lib/cn';
import { getCopy } from '@/lib/i18n/copy';
import {
  addOnPriceText,
  availableFromTierText,
  durationText,
  priceText,
} from '@/lib/pricing/price-text';
import { Section } from './section';

/*
 * The bands of the service pages: each page's data (content/communication.ts,
 * content/digital-services.ts) lists its bands, and its messages hold their words.
 */

type ItemCopy = { title: string; description: string };

/** A band's messages, as each kind of band reads them. */
type BandCopy = {
  title: string;
  intro: string;
  items: Record<
    string,
    ItemCopy & { name: string; note: string; quote: string; features: string[] }
  >;
  models: Record<string, { planType: string; idealFor: string }>;
  industries: string[];
  caption: string;
  help?: string;
  helpLink?: string;
};

/** Formats a message of the page's namespace with its figures. */
type Format = (key: string, values?: Record<string, string | number>) => string;

/** Any service page's data, as it is rendered: its ids were checked where the data is typed. */
export type AnyServicePage = Pick<ServicePageData<ServiceNamespace>, 'path'> & {
  bands: Record<string, ServiceBand>;
};

// The page's messages read band by band: their shapes were checked against the page's data.
export function serviceCopy(page: AnyServicePage) {
  const { copy, t } = getCopy(findRoute(page.path).namespace as ServiceNamespace);
  return { copy, bands: copy as unknown as Record<string, BandCopy>, t: t as unknown as Format };
}

/**
 * A service page's bands in the order of its data, plain and muted in turn from plain, each
 * anchored at its message key in kebab case (`useCases`: #use-cases).
 */
export function ServiceBands({
  page,
  pricingIntro,
  children,
}: {
  page: AnyServicePage;
  /** The pricing band's introduction, where it states a figure. */
  pricingIntro?: string;
  /** The pricing band's tables and estimator. */
  children?: ReactNode;
}) {
  const { bands, t } = serviceCopy(page);
  return Object.entries(page.bands).map(([name, band], index) => {
    const id = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const copy = bands[name]!;
    return (
      <Section
        key={id}
        id={id}
        heading={band.kind === 'pricing' && pricingIntro ? { ...copy, intro: pricingIntro } : copy}
        tone={index % 2 === 1 ? 'muted' : 'plain'}
      >
        <BandContent name={name} band={band} copy={copy} t={t}>
          {children}
        </BandContent>
      </Section>
    );
  });
}

/**
 * What a band of a service page holds, by its kind: cards of features, use cases, steps and
 * services, a list of industries, the engagement models or packages, add-ons, or the page's own
 * pricing (`children`).
 */
function BandContent({
  name,
  band,
  copy,
  t,
  children,
}: {
  /** The band's key in the page's messages. */
  name: string;
  band: ServiceBand;
  copy: BandCopy;
  t: Format;
  children?: ReactNode;
}) {
  const items = (icons: Record<string, IconName>) =>
    Object.entries(icons).map(([id, icon]) => ({ ...copy.items[id]!, id, icon }));
  switch (band.kind) {
    case 'features':
      return <FeatureGrid columns={band.columns} items={items(band.items)} />;
    case 'useCases':
      return (
        <ul className="grid gap-6 sm:grid-cols-2">
          {items(band.items).map((item) => (
            <Card as="li" key={item.id} data-aos="fade-up" shadow={false} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-accent-50 text-accent-700">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="text-title text-ink">{item.title}</h3>
                <p className="mt-2 text-ink-muted">{item.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid gap-6 md:grid-cols-3">
          {band.items.map((id, index) => (
            <Card as="li" key={id} data-aos="fade-up" className="relative">
              <span
                aria-hidden="true"
                className="mb-4 inline-flex size-10 items-center justify-center rounded-pill bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-title text-ink">{copy.items[id]!.title}</h3>
              <p className="mt-2 text-ink-muted">{copy.items[id]!.description}</p>
            </Card>
          ))}
        </ol>
      );
    case 'services':
      return (
        <ul className={cn('grid gap-6 md:grid-cols-2', band.columns && 'lg:grid-cols-3')}>
          {Object.entries(band.items).map(([id, key]) => {
            const service = copy.items[id]!;
            return (
              <Card as="li" key={id} data-aos="fade-up" className="flex flex-col sm:p-8">
                <div className="flex items-center gap-4">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon name={services[key].icon} />
                  </span>
                  <h3 className="text-title text-ink">{service.title}</h3>
                </div>
                <p className="mt-4 text-ink-muted">{service.description}</p>
                <p className="mt-4 border-l-4 border-brand-200 pl-4 font-medium text-brand-800 italic">
                  {service.quote}
                </p>
                <ul className="mt-5 flex-1 space-y-2 text-sm text-ink-muted">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Icon name="check" className="mt-0.5 size-5 text-accent-700" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <Link
                  href={services[key].path}
                  className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {t(`${name}.learnMore`, { service: service.title })}
                  <Icon name="arrowRight" className="size-4" />
                </Link>
              </Card>
            );
          })}
        </ul>
      );
    case 'industries':
      return (
        <ul className="flex flex-wrap justify-center gap-3">
          {copy.industries.map((industry) => (
            <li
              key={industry}
              className="rounded-pill border border-brand-200 bg-white px-5 py-2.5 font-medium text-brand-900"
            >
              {industry}
            </li>
          ))}
        </ul>
      );
    case 'engagementModels':
      return (
        <EngagementModelsTable copy={copy} models={band.items}>
          {copy.help && (
            <p className="mt-6 text-center text-ink-muted">
              {copy.help}{' '}
              <Link
                href="/contact"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {copy.helpLink}
              </Link>
            </p>
          )}
        </EngagementModelsTable>
      );
    case 'addOns':
      return (
        <AddOnList
          items={band.items.map(({ id, price, fromTier }) => {
            const { name, note } = copy.items[id]!;
            const from = fromTier ? ` ${availableFromTierText(fromTier)}.` : '';
            return { name, price: addOnPriceText(price), note: note + from };
          })}
        />
      );
    case 'addOnsOnRequest':
      return (
        <AddOnList
          columns={4}
          items={band.items.map((id) => ({
            ...copy.items[id]!,
            price: priceText({ kind: 'onRequest' }),
          }))}
        />
      );
    case 'packages': {
      const { columns } = getCopy('Pricing').copy;
      return (
        <div className="mx-auto max-w-5xl">
          <PricingTable
            caption={copy.caption}
            columns={[
              { key: 'package', header: columns.package },
              { key: 'price', header: columns.price, numeric: true },
              { key: 'timeline', header: columns.timeline },
              { key: 'scope', header: columns.scope },
            ]}
            rows={band.items.map((pkg) => ({
              key: pkg.id,
              label: t(`packages.${pkg.id}.name`),
              cells: [
                <span key="price" className="font-semibold whitespace-nowrap text-ink">
                  {priceText(pkg.price)}
                </span>,
                durationText(pkg.duration),
                t(`packages.${pkg.id}.scope`, pkg.scope),
              ],
            }))}
            notes={[t(`${name}.note`, band.note), <PricesNote key="prices" />]}
          />
        </div>
      );
    }
    case 'pricing':
      return <div className="mx-auto max-w-4xl">{children}</div>;
  }
}

const columnClasses = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards of an icon, a title (h3) and a short description. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: (ItemCopy & { icon: IconName })[];
  columns?: 3 | 4;
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <Card as="li" key={item.title} data-aos="fade-up">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="text-title text-ink">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}

/** Optional extras of a service: name, price text and an optional note, as a definition list. */
function AddOnList({
  items,
  columns = 3,
}: {
  items: { name: string; price: string; note?: string }[];
  columns?: 3 | 4;
}) {
  return (
    <dl className={cn('grid gap-4', columnClasses[columns])}>
      {items.map((item) => (
        <Card key={item.name} data-aos="fade-up" className="flex flex-col">
          <dt className="font-semibold text-ink">{item.name}</dt>
          <dd className="mt-2 text-lg font-bold text-brand-700">{item.price}</dd>
          {item.note && <dd className="mt-2 text-sm text-ink-muted">{item.note}</dd>}
        </Card>
      ))}
    </dl>
  );
}
