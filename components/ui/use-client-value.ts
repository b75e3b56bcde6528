'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (that the page's script runs, today's date, the address's
 * query): `serverValue` on the server and while hydrating, then `read()`. So a prerendered page
 * hydrates without a mismatch, and a widget renders its content readable without JavaScript
 * first and takes over only when it can work. `read` must return the same value until the page
 * changes it, as React compares snapshots.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

const inBrowser = () => true;

/** False on the server and while hydrating, true once the page's script runs. */
export function useHydrated(): boolean {
  return useClientValue(inBrowser, false);
}
