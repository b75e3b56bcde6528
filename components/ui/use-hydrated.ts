'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating, true once the page's script runs. A widget renders its
 * content readable without JavaScript first, and takes over only when it can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
