import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, unsafeCharacters } from './unsafe-characters';

describe('unsafe characters', () => {
  it('are the C0 and C1 controls, DEL and the bidi embeddings, overrides and isolates', () => {
    for (const character of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasUnsafeCharacters(`a${character}b`), JSON.stringify(character)).toBe(true);
    }
    for (const character of ['\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(hasUnsafeCharacters(`a${character}b`), JSON.stringify(character)).toBe(true);
    }
  });

  it('leave printable text alone, other scripts and marks included', () => {
    for (const text of ['Asha Verma', 'नमस्ते', 'مرحبا', 'O’Brien – ₹0.17', '\u200f', '\u2028']) {
      expect(hasUnsafeCharacters(text), text).toBe(false);
    }
  });

  it('let a message keep its line feeds, and nothing else', () => {
    expect(hasUnsafeCharacters('first\nsecond', { keepLineFeeds: true })).toBe(false);
    expect(hasUnsafeCharacters('first\r\nsecond', { keepLineFeeds: true })).toBe(true);
    expect('a\u202eb\nc\u0007'.replace(unsafeCharacters({ keepLineFeeds: true }), '')).toBe(
      'ab\nc',
    );
  });

  it('give a fresh pattern each time, so one test never moves the next one on', () => {
    const text = 'x\u0000';
    expect([1, 2, 3].map(() => hasUnsafeCharacters(text))).toEqual([true, true, true]);
  });
});
