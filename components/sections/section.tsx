import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { Heading } from './heading';

type SectionProps = {
  /** The heading's id, which names the section for assistive tech and is its in-page anchor. */
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
};

/**
 * One band of a page with its h2: vertical rhythm, background tone, the centred content width,
 * and the heading with its introduction above the section's content.
 */
export function Section({ id, title, intro, tone = 'plain', className, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'render-near-viewport py-section',
        tone === 'muted' ? 'bg-surface-muted' : 'bg-white',
        className,
      )}
    >
      <Container>
        <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
          <Heading id={id}>{title}</Heading>
          {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
