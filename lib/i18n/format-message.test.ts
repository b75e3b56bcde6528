import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { compileMessage } from './compile-message';
import { getCopy } from './copy';
import { formatMessage, formatRichMessage } from './format-message';

describe('messages filled in the browser', () => {
  it('fill every argument, and keep the tagged pieces apart for markup', () => {
    expect(
      formatMessage(compileMessage('{units} ({volume} × {parts} parts)'), {
        units: '2',
        volume: '1',
        parts: '2',
      }),
    ).toBe('2 (1 × 2 parts)');
    expect(
      formatRichMessage(compileMessage('<strong>{encoding}</strong>: {parts}.'), {
        encoding: 'GSM-7',
        parts: '7 parts',
        strong: (chunks) => ({ strong: chunks }),
      }),
    ).toEqual([{ strong: ['GSM-7'] }, ': 7 parts.']);
    expect(formatMessage(compileMessage('no arguments'))).toBe('no arguments');
  });

  it('choose the plural form and write the count the Indian way', () => {
    const parts = compileMessage(messages.MessageComposer.parts);
    expect(formatMessage(parts, { count: 1 })).toBe('1 part');
    expect(formatMessage(parts, { count: 0 })).toBe('0 parts');
    expect(formatMessage(parts, { count: 2 })).toBe('2 parts');
    expect(formatMessage(parts, { count: 100_000 })).toBe('1,00,000 parts');
  });

  it('say what the server says of the same message', () => {
    const { t } = getCopy('MessageComposer');
    for (const count of [0, 1, 2, 1_00_000]) {
      for (const id of ['units', 'parts', 'room', 'useParts', 'variables'] as const) {
        expect(formatMessage(compileMessage(messages.MessageComposer[id]), { count })).toBe(
          t(id, { count }),
        );
      }
    }
  });

  it('are compiled to plain data, which React hands to a client component', () => {
    const compiled = compileMessage(messages.MessageComposer.parts);
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
    const plural = (compiled as unknown as [[string, number, object]])[0][2];
    expect(Object.getPrototypeOf(plural)).toBe(Object.prototype);
  });

  it('fail on a malformed message where it is compiled, on the server', () => {
    expect(() => compileMessage('{count, plural, one {# part}')).toThrow();
  });
});
