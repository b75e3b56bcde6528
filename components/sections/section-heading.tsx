import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  /** Referenced by the enclosing section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: 'center' | 'start';
  className?: string;
};

/** A section's h2 with an optional short label above and an introduction below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'mb-10 max-w-3xl sm:mb-12',
        align === 'center' ? 'mx-auto text-center' : 'text-left',
        className,
      )}
    >
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-headline">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
    </div>
  );
}
