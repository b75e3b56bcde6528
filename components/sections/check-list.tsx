import { Icon } from '@/components/icons/icon';
import { cn } from '@/lib/cn';

/** A list of short points, each marked with a check. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-5 text-accent-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
