import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { compileMessage } from '@/lib/i18n/compile-message';
import { characterRows, codePointKey, markedPieces, type CharacterNames } from './character-names';
import { countSmsParts, toGsm7 } from './message-parts';

const { kinds, codePoints, unnamed } = messages.MessageComposer.names;
// As components/estimator/sms-estimator.tsx hands them to the composer.
const names: CharacterNames = {
  kinds,
  emoji: compileMessage(kinds.emoji),
  codePoints,
  unnamed: compileMessage(unnamed),
};
const rows = (text: string) => characterRows(countSmsParts(text).unicodeCharacters, names);
/** Each row as its name, count and GSM-7 replacement. */
const named = (text: string) => rows(text).map((row) => [row.name, row.count, row.replacement]);

describe('the characters that force Unicode, named', () => {
  it('name typographic punctuation and spaces in words, with their GSM-7 replacement', () => {
    expect(rows('We’re')).toEqual([
      {
        key: '’',
        name: '’ right single quotation mark',
        count: 1,
        character: '’',
        replacement: "'",
      },
    ]);
    expect(named('–10pm,\u00a0“daily”…')).toEqual([
      ['– en dash', 1, '-'],
      ['non-breaking space', 1, ' '],
      ['“ left double quotation mark', 1, '"'],
      ['” right double quotation mark', 1, '"'],
      ['… ellipsis', 1, '...'],
    ]);
  });

  it('name a script once for all its letters and signs where it first appears, and group marks', () => {
    expect(rows('OTP 4821: आपका कोड है। 🎉🎉')).toEqual([
      {
        key: 'devanagari',
        name: 'Devanagari (Hindi, Marathi) letters',
        count: 9,
        replacement: null,
      },
      { key: '।', name: '। danda (full stop)', count: 1, character: '।', replacement: null },
      { key: '🎉', name: 'emoji 🎉', count: 2, character: '🎉', replacement: null },
    ]);
    expect(named('வணக்கம் সালাম ਸਤ ਸ੍ਰੀ Жжё, ça cafe\u0301')).toEqual([
      ['Tamil letters', 7, null],
      ['Bengali (Bangla, Assamese) letters', 5, null],
      ['Gurmukhi (Punjabi) letters', 6, null],
      ['letters outside the GSM-7 alphabet', 4, null],
      ['accents and other combining marks', 1, null],
    ]);
    // The code point where no name is kept, with the character where it shows.
    expect(named('a ⊕ b\u2028c\u00ad').map(([name]) => name)).toEqual([
      '⊕ U+2295',
      'U+2028',
      'U+00AD',
    ]);
  });

  it('have a name for every character with a GSM-7 replacement', () => {
    const replaceable: string[] = [];
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      const character = String.fromCharCode(codePoint);
      if (toGsm7(character) !== character) replaceable.push(codePointKey(codePoint));
    }
    expect(replaceable).toHaveLength(32);
    expect(replaceable.filter((key) => !(key in names.codePoints))).toEqual([]);
    const replaceWith = Object.keys(messages.MessageComposer.characters.replaceWith);
    const replacements = new Set(
      replaceable.map((key) => toGsm7(String.fromCodePoint(parseInt(key, 16)))),
    );
    expect([...replacements].map((text) => codePointKey(text.codePointAt(0)!)).sort()).toEqual(
      replaceWith.sort(),
    );
  });
});

describe('the marked text', () => {
  const marked = (text: string) =>
    markedPieces(text, countSmsParts(text).unicodeCharacters).map((piece) =>
      piece.marked ? `[${piece.text}]` : piece.text,
    );

  it("marks punctuation, spaces, emoji and symbols where they are, not a script's letters or marks", () => {
    expect(marked('We’re in 9am–10pm 🎉!')).toEqual([
      'We',
      '[’]',
      're in 9am',
      '[–]',
      '10pm ',
      '[🎉]',
      '!',
    ]);
    expect(marked('नमस्ते। café\u0301')).toEqual(['नमस्ते', '[।]', ' café\u0301']);
    expect(marked('plain')).toEqual(['plain']);
    expect(marked('')).toEqual([]);
  });
});
