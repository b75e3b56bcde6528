'use client';

import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from './use-client-value';
import { Icon } from '@/components/icons/icon';

type CarouselCopy = {
  carouselLabel: string;
  previous: string;
  next: string;
  dotsLabel: string;
  /** One per slide, formatted on the server: its "N of M" label and its dot's name. */
  slides: ReadonlyArray<{ label: string; goTo: string }>;
};

/**
 * A carousel after the WAI-ARIA APG carousel pattern: previous and next wrap,
 * dots jump, nothing rotates by itself, and the current slide is announced politely. The server
 * renders every slide one below the other, so all stay readable without JavaScript; once hydrated
 * the slides share one grid cell (the tallest sets the height) and only the current one shows.
 */
export function Carousel({ copy, slides }: { copy: CarouselCopy; slides: ReactNode[] }) {
  const enhanced = useHydrated();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const slidesId = `${useId()}-slides`;

  /** Previous (-1) or next (1), wrapping both ways. */
  const arrow = (step: -1 | 1) => (
    <button
      type="button"
      aria-controls={slidesId}
      aria-label={step < 0 ? copy.previous : copy.next}
      onClick={() => setIndex((i) => (i + step + count) % count)}
      className="inline-flex size-11 items-center justify-center rounded-pill border border-line bg-white text-brand-700 shadow-card hover:bg-brand-50"
    >
      <Icon name={step < 0 ? 'chevronLeft' : 'chevronRight'} className="size-5" />
    </button>
  );

  return (
    <section aria-roledescription="carousel" aria-label={copy.carouselLabel}>
      <div
        id={slidesId}
        aria-live={enhanced ? 'polite' : undefined}
        className={cn('grid', enhanced ? 'gap-0' : 'gap-6')}
      >
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.slides[i]?.label}
              aria-hidden={enhanced && !current ? true : undefined}
              className={cn(
                enhanced && 'transition-opacity duration-300 [grid-area:1/1]',
                enhanced && !current && 'invisible opacity-0',
              )}
            >
              {slide}
            </div>
          );
        })}
      </div>

      {enhanced && (
        <div className="mt-8 flex items-center justify-center gap-4">
          {arrow(-1)}
          <div role="group" aria-label={copy.dotsLabel} className="flex items-center gap-1">
            {copy.slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                aria-controls={slidesId}
                aria-label={slide.goTo}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group inline-flex size-8 items-center justify-center rounded-pill"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-pill transition-all',
                    i === index
                      ? 'w-6 bg-brand-600'
                      : 'w-2.5 bg-slate-400 group-hover:bg-slate-500',
                  )}
                />
              </button>
            ))}
          </div>
          {arrow(1)}
        </div>
      )}
    </section>
  );
}
