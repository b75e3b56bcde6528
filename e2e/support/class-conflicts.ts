import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge is only the checker here: `cn` joins classes without resolving conflicts
// (docs/architecture.md), so an element must never carry two utilities that set the same thing.
// The theme's own tokens (app/globals.css) are declared so that, say, `max-w-content max-w-3xl`
// is seen as a conflict.
const merge = extendTailwindMerge({
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

/** The utilities of a class attribute that a later one of the same group would override. */
export function conflictingClasses(classAttribute: string): string[] {
  const kept = new Set(merge(classAttribute).split(' '));
  return classAttribute.split(/\s+/).filter((name) => name && !kept.has(name));
}
