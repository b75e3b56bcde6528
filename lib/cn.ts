import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge knows Tailwind's default scales only; the theme's own tokens (app/globals.css)
 * are declared here so that, for example, `max-w-3xl` given by a caller overrides `max-w-content`.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      container: ['content'],
      text: ['display', 'headline', 'title'],
      radius: ['card', 'pill'],
      shadow: ['card', 'bar'],
      spacing: ['section', 'gutter'],
    },
  },
});

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
