import { describe, expect, it } from 'vitest';
import { processSlot } from './process-slot';

describe('processSlot', () => {
  it('is one value for every slot of the same name, as for two copies of a module', () => {
    const one = processSlot<number>('process-slot-test');
    const other = processSlot<number>('process-slot-test');
    expect(one.value).toBeUndefined();
    one.value ??= 1;
    other.value ??= 2;
    expect(other.value).toBe(1);
    expect(
      (globalThis as Record<symbol, unknown>)[Symbol.for('sandesh-digital.process-slot-test')],
    ).toBe(1);
    other.value = undefined;
    expect(one.value).toBeUndefined();
    expect(Symbol.for('sandesh-digital.process-slot-test') in globalThis).toBe(false);
  });
});
