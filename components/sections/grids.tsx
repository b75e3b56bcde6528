import Link from 'next/link';
import { Icon } from '@/components/icons/icon';
import { Card } from '@/components/ui/card';
import type { IconName } from '@/content/icons';
import type { AddOn } from '@/content/pricing/add-ons';
import type { RoutePath } from '@/content/routes';
import { cn } from '@/lib/cn';
import { addOnPriceText, availableFromTierText, priceText } from '@/lib/pricing/price-text';

/*
 * What the bands of the service pages hold: cards of features, use cases, steps, services and
 * add-ons, and lists of industries and points.
 */

type ItemCopy = { title: string; description: string };

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards of an icon, a title (h3) and a short description. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: (ItemCopy & { icon: IconName })[];
  columns?: keyof typeof columnClasses;
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

/** Use cases of a service: an icon, a title (h3) and a description. */
export function UseCaseGrid({ items }: { items: (ItemCopy & { icon: IconName })[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {items.map((item) => (
        <Card as="li" key={item.title} data-aos="fade-up" shadow={false} className="flex gap-4">
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
}

/** Numbered steps in order (an ordered list), each with a title (h3) and a description. */
export function HowItWorks({ steps }: { steps: ItemCopy[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} data-aos="fade-up" className="relative">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-pill bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-title text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}

/** An overview's core service cards, each leading to its service page. */
export function CoreServiceGrid({
  services,
  linkLabel,
  className,
}: {
  services: (ItemCopy & {
    icon: IconName;
    quote: string;
    features: readonly string[];
    href: RoutePath;
  })[];
  /** Names a card's destination, e.g. 'Explore SMS & RCS Messaging'. */
  linkLabel: (serviceTitle: string) => string;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', className)}>
      {services.map((service) => (
        <Card as="li" key={service.href} data-aos="fade-up" className="flex flex-col sm:p-8">
          <div className="flex items-center gap-4">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon name={service.icon} />
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
            href={service.href}
            className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {linkLabel(service.title)}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </Card>
      ))}
    </ul>
  );
}

/** Industries served, as a wrapping list of labels. */
export function IndustryList({ industries }: { industries: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {industries.map((industry) => (
        <li
          key={industry}
          className="rounded-pill border border-brand-200 bg-white px-5 py-2.5 font-medium text-brand-900"
        >
          {industry}
        </li>
      ))}
    </ul>
  );
}

type AddOnItem = {
  name: string;
  /** Already formatted, e.g. 'From ₹1,500 / month' or 'Included'. */
  price: string;
  note?: string;
};

/**
 * Add-ons as list items: the page's name and note for each, its price from the data, and the tier
 * it is offered from where it is not offered on every tier.
 */
export function addOnItems(
  addOns: readonly (AddOn & { name: string; note: string })[],
): AddOnItem[] {
  return addOns.map(({ name, note, ...addOn }) => ({
    name,
    price: addOnPriceText(addOn.price),
    note: addOn.fromTier ? `${note} ${availableFromTierText(addOn.fromTier)}.` : note,
  }));
}

/** Add-ons priced on request (the digital services'): the page's name and note for each id. */
export function addOnsOnRequest<Id extends string>(
  ids: readonly Id[],
  items: Record<Id, { name: string; note: string }>,
): AddOnItem[] {
  return ids.map((id) => ({ ...items[id], price: priceText({ kind: 'onRequest' }) }));
}

/** Optional extras of a service: name, price text and an optional note, as a definition list. */
export function AddOnList({ items, className }: { items: AddOnItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
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
