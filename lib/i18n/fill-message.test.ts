import { describe, expect, it } from 'vitest';
import { fillMessage, messagePieces } from './fill-message';

describe('messages filled in the browser', () => {
  it('fill every argument, and keep the pieces apart for markup', () => {
    expect(
      fillMessage('{units} ({volume} × {parts} parts)', { units: '2', volume: '1', parts: '2' }),
    ).toBe('2 (1 × 2 parts)');
    expect(messagePieces('{encoding}: {parts}.', { encoding: 'GSM-7', parts: 7 })).toEqual([
      '',
      'GSM-7',
      ': ',
      7,
      '.',
    ]);
    expect(fillMessage('no arguments', {})).toBe('no arguments');
  });
});
