import Link from 'next/link';
import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/content/icons';
import type { RoutePath } from '@/content/routes';
import { CheckList } from '@/components/sections/check-list';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type CoreService = {
  icon: IconName;
  title: string;
  description: string;
  quote: string;
  features: readonly string[];
  href: RoutePath;
};

/** An overview's core service cards, each leading to its service page. */
export function CoreServiceGrid({
  services,
  linkLabel,
  className,
}: {
  services: CoreService[];
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
          <CheckList items={service.features} className="mt-5 flex-1 text-sm text-ink-muted" />
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
