import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  success: { panel: 'border-accent-100 bg-accent-50', title: 'text-accent-800' },
  failure: { panel: 'border-red-200 bg-red-50', title: 'text-red-800' },
};

/** What replaces a form after it was sent: a focusable panel with a heading and what follows. */
export function ResultPanel({
  tone,
  title,
  panelRef,
  children,
}: {
  tone: keyof typeof tones;
  title: string;
  panelRef: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="form-result-title"
      className={cn('rounded-card border p-8 text-center', tones[tone].panel)}
    >
      <h3 id="form-result-title" className={cn('text-2xl font-bold', tones[tone].title)}>
        {title}
      </h3>
      {children}
    </section>
  );
}
