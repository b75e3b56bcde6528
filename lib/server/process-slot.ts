/**
 * The slot of this process named `name`, on globalThis under `Symbol.for('sandesh-digital.<name>')`.
 * Next bundles instrumentation.ts apart from the route handlers, and each bundle has its own copy
 * of every module it imports: a value kept in a module's own variable would exist once per copy.
 * Every copy finds the same slot, so what the process must hold once (its start-up, the lead
 * store, the rate limiter, the stamp's secret) is held here; undefined until it is set.
 */
export function processSlot<T>(name: string): { value: T | undefined } {
  const slots = globalThis as unknown as Record<symbol, { value: T | undefined } | undefined>;
  return (slots[Symbol.for(`sandesh-digital.${name}`)] ??= { value: undefined });
}
