'use client';

import { useEffect, useRef } from 'react';

/**
 * A form's one pending timer: `later(task, ms)` replaces whatever was scheduled before (a new
 * submit cancels the clearing of the last message), `later()` only cancels, and so does leaving
 * the page.
 */
export function useLater(): (task?: () => void, ms?: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (task, ms) => {
    clearTimeout(timer.current);
    if (task) timer.current = setTimeout(task, ms);
  };
}
