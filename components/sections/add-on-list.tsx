import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type AddOnItem = {
  name: string;
  /** Already formatted, e.g. 'From ₹1,500 / month' or 'Included'. */
  price: string;
  note?: string;
};

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
