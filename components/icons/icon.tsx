import { icons, type IconName } from '@/content/icons';
import { cn } from '@/lib/cn';

/** A decorative icon; the text beside it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const icon: string | { fill: string; viewBox?: string } = icons[name];
  const filled = typeof icon === 'object';
  return (
    <svg
      viewBox={(filled && icon.viewBox) || '0 0 24 24'}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? undefined : 'currentColor'}
      strokeWidth={filled ? undefined : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Attributes, not a class: any size class a caller gives overrides them.
      width="1.5rem"
      height="1.5rem"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <path d={filled ? icon.fill : icon} />
    </svg>
  );
}
