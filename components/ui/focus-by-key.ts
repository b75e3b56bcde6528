import type { KeyboardEvent } from 'react';

/**
 * Arrow-key focus among a widget's items (`selector`, inside the element handling the key), as
 * the APG patterns move it: the previous and next keys wrap, Home and End go to the ends. Moves
 * the focus and returns the item's index; undefined for another key or when no item has focus.
 */
export function focusByKey(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  [previous, next]: readonly [string, string],
): number | undefined {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const index = items.indexOf(event.target as HTMLElement);
  const last = items.length - 1;
  const target =
    index === -1
      ? undefined
      : {
          [previous]: index === 0 ? last : index - 1,
          [next]: index === last ? 0 : index + 1,
          Home: 0,
          End: last,
        }[event.key];
  if (target === undefined) return undefined;
  event.preventDefault();
  items[target]?.focus();
  return target;
}
