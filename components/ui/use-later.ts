'use client';

import { useEffect, useRef } from 'react';

/**
 * A component's one pending timer: `later(task, ms)` replaces whatever was scheduled before (a
 * new submit cancels the clearing of the last message, the pointer coming back cancels a menu's
 * closing), `later()` only cancels, and so does unmounting.
 */
export function useLater(): (task?: () => void, ms?: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (task, ms) => {
    clearTimeout(timer.current);
    if (task) timer.current = setTimeout(task, ms);
  };
}
