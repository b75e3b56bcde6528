import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

type PageSectionProps = {
  /** id of the section's heading, which names the section for assistive tech. */
  labelledBy: string;
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
};

/** One band of a page: vertical rhythm, background tone and the centred content width. */
export function PageSection({ labelledBy, tone = 'plain', className, children }: PageSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('py-section', tone === 'muted' ? 'bg-surface-muted' : 'bg-white', className)}
    >
      <Container>{children}</Container>
    </section>
  );
}
