import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/content/icons';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type FeatureItem = { icon?: IconName; title: string; description: string };

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards of an icon, a title (h3) and a short description. */
export function FeatureGrid({
  items,
  columns = 3,
  className,
}: {
  items: FeatureItem[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns], className)}>
      {items.map((item) => (
        <Card as="li" key={item.title} data-aos="fade-up">
          {item.icon && (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className="text-title text-ink">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}
