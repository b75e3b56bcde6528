import type { ReactNode } from 'react';
import { Heading } from '@/components/sections/heading';

/** One part of the privacy notice: its heading (`id` is the part's anchor) and its text. */
export function NoticeSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line py-10 first:border-t-0">
      <Heading id={id} size="panel">
        {title}
      </Heading>
      <div className="mt-4 space-y-3 text-ink-muted">{children}</div>
    </section>
  );
}
