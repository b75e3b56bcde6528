import { ButtonLink } from '@/components/ui/button-link';
import type { Messages } from '@/content/messages';

export type FaqEmptyStateLabels = Messages['Faq']['empty'];

/** Shown when a category or a search has no questions (spec §2: 'No FAQs found'). */
export function FaqEmptyState({ labels }: { labels: FaqEmptyStateLabels }) {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface-muted px-6 py-10 text-center">
      <p className="text-title text-ink">{labels.title}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{labels.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/contact">{labels.contact}</ButtonLink>
        <ButtonLink href="/services" variant="secondary">
          {labels.services}
        </ButtonLink>
      </div>
    </div>
  );
}
