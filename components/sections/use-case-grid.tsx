import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/content/icons';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type UseCaseItem = {
  icon?: IconName;
  title: string;
  description: string;
  /** Short examples, shown as a checked list. */
  points?: string[];
};

/** Use cases of a service: an icon, a title (h3), a description and example points. */
export function UseCaseGrid({ items, className }: { items: UseCaseItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <Card as="li" key={item.title} data-aos="fade-up" shadow={false} className="flex gap-4">
          {item.icon && (
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-accent-50 text-accent-700">
              <Icon name={item.icon} />
            </span>
          )}
          <div>
            <h3 className="text-title text-ink">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.description}</p>
            {item.points && item.points.length > 0 && (
              <ul className="mt-3 space-y-1.5 text-sm text-ink-muted">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 text-accent-700" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Card>
      ))}
    </ul>
  );
}
