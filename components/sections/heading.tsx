import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

const headingStyles = cva('font-bold', {
  variants: {
    size: {
      /** A band of the page (Section, the call to action, the About story). */
      section: 'text-3xl tracking-tight sm:text-headline',
      /** A panel inside a band (the FAQ's category, "Still have questions?"). */
      panel: 'text-2xl',
      /** A column of a two-column band, smaller beside its neighbour (the contact page). */
      column: 'text-2xl sm:text-title',
    },
    tone: {
      ink: 'text-ink',
      /** On a dark band: the band's own text colour. */
      inverse: '',
    },
  },
  defaultVariants: { size: 'section', tone: 'ink' },
});

/** The one h2 of the site's bands and panels; `id` lets the section name itself after it. */
export function Heading({
  id,
  size,
  tone,
  children,
}: { id?: string; children: ReactNode } & VariantProps<typeof headingStyles>) {
  return (
    <h2 id={id} className={headingStyles({ size, tone })}>
      {children}
    </h2>
  );
}
