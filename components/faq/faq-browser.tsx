'use client';

import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { Icon } from '@/components/icons/icon';
import { Heading } from '@/components/sections/heading';
import { Card } from '@/components/ui/card';
import { focusByKey } from '@/components/ui/focus-by-key';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';

type FaqBrowserProps = {
  categories: { id: string; name: string; icon: ReactNode }[];
  items: { id: string; categoryId: string; question: string; answer: string }[];
  defaultCategoryId: string;
  copy: Pick<Messages['Faq'], 'categoriesLabel' | 'searchLabel' | 'searchPlaceholder'> & {
    /** The 'N questions available' line for every possible N, index = N (pluralised on the server). */
    counts: string[];
  };
  emptyState: ReactNode;
};

/**
 * The FAQ: categories on the left as toggle buttons, the selected category's questions as a
 * WAI-ARIA accordion in which every question opens and closes on its own. Answers are in the
 * HTML from the start, so the page without JavaScript shows them (see the noscript rule on the
 * page).
 */
export function FaqBrowser({
  categories,
  items,
  defaultCategoryId,
  copy,
  emptyState,
}: FaqBrowserProps) {
  const baseId = useId();
  const [categoryId, setCategoryId] = useState(defaultCategoryId);
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<readonly string[]>([]);

  // The search matches the question or the answer, ignoring case and the spaces around it.
  const needle = query.trim().toLowerCase();
  const visible = items.filter(
    (item) =>
      item.categoryId === categoryId &&
      `${item.question} ${item.answer}`.toLowerCase().includes(needle),
  );
  const headingId = `${baseId}-heading`;

  const toggle = useCallback(
    (id: string) =>
      setOpenIds((ids) => (ids.includes(id) ? ids.filter((open) => open !== id) : [...ids, id])),
    [],
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={copy.categoriesLabel}>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {categories.map((candidate) => {
            const selected = candidate.id === categoryId;
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategoryId(candidate.id)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-card border px-4 py-3 text-left font-medium transition-colors',
                    selected
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {candidate.icon}
                  {candidate.name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby={headingId} className="min-w-0">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Heading id={headingId} size="panel">
              {categories.find((candidate) => candidate.id === categoryId)?.name}
            </Heading>
            <p aria-live="polite" className="mt-1 text-sm text-ink-muted" data-faq-count>
              {copy.counts[visible.length] ?? visible.length}
            </p>
          </div>
          <div className="sm:w-72" data-faq-search>
            <label htmlFor={`${baseId}-search`} className="sr-only">
              {copy.searchLabel}
            </label>
            <input
              id={`${baseId}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={copy.searchPlaceholder}
              className={inputStyles({ variant: 'search' })}
            />
          </div>
        </div>

        {visible.length === 0 && <div className="mt-6">{emptyState}</div>}
        <Card
          padding="none"
          shadow={false}
          hidden={visible.length === 0}
          className="mt-6 [&>:not([hidden])~:not([hidden])]:border-t [&>:not([hidden])~:not([hidden])]:border-line"
          // APG accordion keys: Up and Down move between questions, Home and End to the ends.
          onKeyDown={(event) =>
            focusByKey(event, ':not([hidden]) > h3 > button', ['ArrowUp', 'ArrowDown'])
          }
        >
          {items.map((item) => (
            <FaqQuestion
              key={item.id}
              baseId={baseId}
              item={item}
              shown={visible.includes(item)}
              open={openIds.includes(item.id)}
              onToggle={toggle}
            />
          ))}
        </Card>
      </section>
    </div>
  );
}

type FaqQuestionProps = {
  baseId: string;
  item: FaqBrowserProps['items'][number];
  shown: boolean;
  open: boolean;
  onToggle: (id: string) => void;
};

/**
 * One question and its answer. Every question stays mounted and the others are hidden: a switch
 * of category changes the `hidden` of a few, not the nodes (React's swap cost 26 to 38 ms at 4x
 * CPU), and memo keeps the unchanged ones from rendering again.
 */
const FaqQuestion = memo(function FaqQuestion({
  baseId,
  item,
  shown,
  open,
  onToggle,
}: FaqQuestionProps) {
  const buttonId = `${baseId}-q-${item.id}`;
  const panelId = `${baseId}-a-${item.id}`;
  return (
    <div hidden={!shown}>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-muted"
        >
          {item.question}
          <Icon
            name="chevronDown"
            className={cn('size-5 text-brand-600 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        data-faq-answer
        className={cn('max-h-[500px] overflow-y-auto px-5 pb-5 text-ink-muted', !open && 'hidden')}
      >
        <p>{item.answer}</p>
      </div>
    </div>
  );
});
