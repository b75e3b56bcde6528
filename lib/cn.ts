import { clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (`size-6` and `size-5`: the
 * stylesheet's order decides, not the class list's), so a component that lets callers change one of
 * its own utilities offers a prop for it instead of taking an override in `className`.
 */
export const cn = clsx;
