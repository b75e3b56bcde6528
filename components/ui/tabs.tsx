'use client';

import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusByKey } from './focus-by-key';
import { useHydrated } from './use-client-value';

type TabsProps = { label: string; tabs: readonly string[]; panels: ReactNode[] };

/**
 * Tabs after the WAI-ARIA APG pattern with automatic activation: roving tabindex, Left/Right
 * arrows wrap, Home and End jump to the ends. Without JavaScript tabs cannot switch, so the server
 * renders every panel one below the other under its tab's name; the tabs take over once hydrated.
 */
export function Tabs({ label, tabs, panels }: TabsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);

  if (!hydrated) {
    return (
      <div className="space-y-12">
        {panels.map((panel, i) => (
          <div key={i}>
            <h3 className="mb-6 text-center text-title text-ink">{tabs[i]}</h3>
            {panel}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={(event) => {
          const index = focusByKey(event, '[role="tab"]', ['ArrowLeft', 'ArrowRight']);
          if (index !== undefined) setSelected(index);
        }}
        className="mx-auto grid max-w-full grid-cols-2 gap-1 rounded-2xl bg-brand-50 p-1.5 sm:flex sm:w-fit sm:rounded-pill"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={cn(
              'rounded-xl px-3 py-2.5 text-sm leading-tight font-semibold transition-colors sm:rounded-pill sm:px-6',
              i === selected
                ? 'bg-brand-600 text-white shadow-card'
                : 'text-brand-800 hover:bg-white',
            )}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          tabIndex={0}
          hidden={i !== selected}
          className="mt-10 rounded-card focus-visible:outline-offset-4"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
