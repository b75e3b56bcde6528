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

describe('the characters that force Unicode, named', () => {
  it('name typographic punctuation and spaces in words, with their GSM-7 replacement', () => {
    expect(rows('We’re here 9am–10pm,\u00a0“daily”…')).toEqual([
      {
        key: '’',
        name: '’ right single quotation mark',
        count: 1,
        character: '’',
        replacement: "'",
      },
      { key: '–', name: '– en dash', count: 1, character: '–', replacement: '-' },
      {
        key: '\u00a0',
        name: 'non-breaking space',
        count: 1,
        character: '\u00a0',
        replacement: ' ',
      },
      {
        key: '“',
        name: '“ left double quotation mark',
        count: 1,
        character: '“',
        replacement: '"',
      },
      {
        key: '”',
        name: '” right double quotation mark',
        count: 1,
        character: '”',
        replacement: '"',
      },
      { key: '…', name: '… ellipsis', count: 1, character: '…', replacement: '...' },
    ]);
  });

  it('name an Indian script once for all its letters and signs, where it first appears', () => {
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
    expect(rows('வணக்கம் நமஸ்தே').map((row) => row.name)).toEqual(['Tamil letters']);
    expect(rows('সালাম ਸਤ ਸ੍ਰੀ').map((row) => [row.name, row.count])).toEqual([
      ['Bengali (Bangla, Assamese) letters', 5],
      ['Gurmukhi (Punjabi) letters', 6],
    ]);
  });

  it('group other letters, and combining marks', () => {
    expect(rows('ça y est, señor José').map((row) => [row.name, row.count])).toEqual([
      ['letters outside the GSM-7 alphabet', 1],
    ]);
    expect(rows('Жжё, ça').map((row) => [row.name, row.count])).toEqual([
      ['letters outside the GSM-7 alphabet', 4],
    ]);
    expect(rows('cafe\u0301').map((row) => row.name)).toEqual([
      'accents and other combining marks',
    ]);
  });

  it('fall back to the code point, with the character where it shows', () => {
    expect(rows('a ⊕ b\u2028c\u00ad').map((row) => row.name)).toEqual([
      '⊕ U+2295',
      'U+2028',
      'U+00AD',
    ]);
    expect(codePointKey(0x1f389)).toBe('1F389');
    expect(codePointKey(0xa0)).toBe('00A0');
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
  it('marks punctuation, spaces, emoji and symbols, where they are', () => {
    expect(
      markedPieces(
        'We’re in 9am–10pm 🎉!',
        countSmsParts('We’re in 9am–10pm 🎉!').unicodeCharacters,
      ),
    ).toEqual([
      { text: 'We', marked: false },
      { text: '’', marked: true },
      { text: 're in 9am', marked: false },
      { text: '–', marked: true },
      { text: '10pm ', marked: false },
      { text: '🎉', marked: true },
      { text: '!', marked: false },
    ]);
  });

  it("leaves a script's letters and the marks on them unmarked", () => {
    const text = 'नमस्ते। café\u0301';
    expect(markedPieces(text, countSmsParts(text).unicodeCharacters)).toEqual([
      { text: 'नमस्ते', marked: false },
      { text: '।', marked: true },
      { text: ' café\u0301', marked: false },
    ]);
    expect(markedPieces('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(markedPieces('', [])).toEqual([]);
  });
});
