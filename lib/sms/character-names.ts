import { formatMessage, type CompiledMessage } from '@/lib/i18n/format-message';
import type { UnicodeCharacter, UnicodeCharacterKind } from './message-parts';

/**
 * Kinds listed character by character; the others (an Indian script's letters and signs, other
 * letters, combining marks) are named as a whole: listing a Hindi message's letters one by one
 * would tell the visitor nothing.
 */
const SINGLE: readonly UnicodeCharacterKind[] = [
  'emoji',
  'punctuation',
  'space',
  'symbol',
  'other',
];

/** Kinds whose characters show nothing on their own: named without the character. */
const INVISIBLE: readonly UnicodeCharacterKind[] = ['space', 'other', 'mark'];

/**
 * The copy that names characters (content/messages, MessageComposer's `names`), its two messages
 * with arguments compiled (lib/i18n/compile-message.ts).
 */
export type CharacterNames = {
  /** A grouped kind's name, by kind ('Tamil letters'). */
  kinds: Readonly<Record<string, string>>;
  /** 'emoji {character}'. */
  emoji: CompiledMessage;
  /** Names by code point, four or more upper-case hex digits ('2019'); every replaceable one. */
  codePoints: Readonly<Record<string, string>>;
  /** Any other character: '{character} {code}', the code as U+XXXX. */
  unnamed: CompiledMessage;
};

/** One line of the list of what forces Unicode: a character, or a script's letters together. */
export type CharacterRow = {
  key: string;
  name: string;
  /** Occurrences in the text; for a group, of all its characters. */
  count: number;
  /** The character, for a row of one. */
  character?: string;
  /** Its GSM-7 replacement ("'" for ’), for a row of one that has one. */
  replacement: string | null;
};

/** The key of a code point in `CharacterNames.codePoints`: '2019', '00A0', '1F389'. */
export const codePointKey = (codePoint: number) =>
  codePoint.toString(16).toUpperCase().padStart(4, '0');

/** A character's name: by code point, as an emoji, or by its code ('` U+0060'). */
function characterName({ character, kind }: UnicodeCharacter, names: CharacterNames): string {
  const key = codePointKey(character.codePointAt(0)!);
  const named = names.codePoints[key];
  if (named) return named;
  if (kind === 'emoji') return formatMessage(names.emoji, { character });
  const shown = INVISIBLE.includes(kind) ? '' : character;
  return formatMessage(names.unnamed, { character: shown, code: `U+${key}` }).trim();
}

/**
 * The characters that force Unicode as the visitor reads them, in order of first appearance:
 * one row per character, except the kinds named as a whole, which share one row at the place of
 * the first of them.
 */
export function characterRows(
  characters: readonly UnicodeCharacter[],
  names: CharacterNames,
): CharacterRow[] {
  const rows = new Map<string, CharacterRow>();
  for (const entry of characters) {
    const { character, kind, replacement } = entry;
    const row = SINGLE.includes(kind)
      ? { key: character, name: characterName(entry, names), count: 0, character, replacement }
      : (rows.get(kind) ?? {
          key: kind,
          name: names.kinds[kind] ?? kind,
          count: 0,
          replacement: null,
        });
    row.count += entry.count;
    rows.set(row.key, row);
  }
  return [...rows.values()];
}

/**
 * The text in pieces, the characters that force Unicode marked, to show where they are: those
 * listed one by one, and letters outside GSM-7. A script's letters are not marked (that would
 * mark the whole message), nor combining marks (that would part them from their letter).
 */
export function markedPieces(
  text: string,
  characters: readonly UnicodeCharacter[],
): { text: string; marked: boolean }[] {
  const marked = new Set(
    characters
      .filter(({ kind }) => SINGLE.includes(kind) || kind === 'letter')
      .map(({ character }) => character),
  );
  const pieces: { text: string; marked: boolean }[] = [];
  for (const character of text) {
    const last = pieces.at(-1);
    if (marked.has(character)) pieces.push({ text: character, marked: true });
    else if (last && !last.marked) last.text += character;
    else pieces.push({ text: character, marked: false });
  }
  return pieces;
}
