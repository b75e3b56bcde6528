/** A value held once per process; undefined until it is set. */
export type ProcessSlot<T> = { value: T | undefined };

/**
 * The slot of this process named `name`, on globalThis under `Symbol.for('sandesh-digital.<name>')`.
 * Next bundles instrumentation.ts apart from the route handlers, and each bundle has its own copy
 * of every module it imports: a value kept in a module's own variable would exist once per copy.
 * Every copy finds the same slot, so what the process must hold once (its start-up, the lead
 * store, the rate limiter, the stamp's secret) is held here. Setting undefined empties the slot.
 */
export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(`sandesh-digital.${name}`);
  const slots = globalThis as { [key]?: T };
  return {
    get value() {
      return slots[key];
    },
    set value(value) {
      if (value === undefined) delete slots[key];
      else slots[key] = value;
    },
  };
}
