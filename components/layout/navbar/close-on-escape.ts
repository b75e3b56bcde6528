import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of the element that holds a menu and the button disclosing it (the APG
 * disclosure pattern): Escape, while the menu is open, closes it and gives the focus back to the
 * button, the element's first control with `aria-expanded`.
 */
export const closeOnEscape =
  (open: boolean, close: () => void) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    event.currentTarget.querySelector<HTMLElement>('[aria-expanded]')?.focus();
  };
