import { ButtonLink } from '@/components/ui/button-link';
import type { Messages } from '@/content/messages';
import { paths } from '@/content/routes';

/** Shown when a category or a search has no questions: 'No FAQs found', and two ways on. */
export function FaqEmptyState({ copy }: { copy: Messages['Faq']['empty'] }) {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface-muted px-6 py-10 text-center">
      <p className="text-title text-ink">{copy.title}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{copy.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/contact">{copy.contact}</ButtonLink>
        <ButtonLink href={paths.communication} variant="secondary">
          {copy.services}
        </ButtonLink>
      </div>
    </div>
  );
}
