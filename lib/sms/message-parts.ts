/**
 * Counts the parts (segments) an SMS text is sent and billed as.
 *
 * Alphabet: 3GPP TS 23.038 §6.2.1 (GSM 7-bit default alphabet and its extension table).
 * Part sizes: 3GPP TS 23.040 §9.2.3.24.1 (concatenated short messages: a 6-octet header leaves
 * 153 septets or 67 UCS-2 characters, and an escape sequence or a UCS-2 character is never split).
 * Unicode text is counted as UTF-16, as senders send it; a surrogate pair (an emoji outside the
 * BMP) is kept whole in one part like an escape sequence, which UCS-2 itself does not cover.
 * The national language shift tables (TS 23.038 Annex A) are not used: they need a header
 * most senders do not set.
 *
 * A DLT template's variables (`{#var#}`, see dlt-template) count once more as the characters they
 * may hold once filled: `filled` is the message as billed at the most.
 *
 * Pure and dependency-free: it is loaded in the browser by the SMS estimator.
 */

import { DLT_VARIABLE, DLT_VARIABLE_CHARACTERS } from './dlt-template';

/** Septets in a single-part GSM-7 message. */
export const GSM7_SINGLE_PART_SEPTETS = 160;
/** Septets in each part of a multi-part GSM-7 message (7 go to the concatenation header). */
export const GSM7_MULTIPART_SEPTETS = 153;
/** UTF-16 code units in a single-part Unicode (UCS-2) message. */
export const UNICODE_SINGLE_PART_UNITS = 70;
/** UTF-16 code units in each part of a multi-part Unicode message (3 go to the header). */
export const UNICODE_MULTIPART_UNITS = 67;

/**
 * The GSM 7-bit default alphabet, in code order: the character at index n has code n (0x00 to
 * 0x7F). Index 0x1B is ESC, the escape to the extension table and not a character: it holds
 * U+001B only as a placeholder, and U+001B in a text is not GSM-7.
 */
export const GSM7_BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/**
 * The characters of the GSM 7-bit default alphabet extension table, each sent as ESC and its
 * code, so two septets: form feed (0x0A), ^ (0x14), { (0x28), } (0x29), \ (0x2F), [ (0x3C),
 * ~ (0x3D), ] (0x3E), | (0x40) and € (0x65).
 */
export const GSM7_EXTENSION_CHARACTERS = '\f^{}\\[~]|€';

/** The Indian scripts a character may be of, each named on its own (Oriya is Odia). */
const SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
] as const;

/** The other kinds with a Unicode property of their own, tried in this order after the scripts. */
const PROPERTY_KINDS = {
  mark: /\p{M}/u,
  punctuation: /\p{P}/u,
  space: /\p{White_Space}/u,
  letter: /\p{L}/u,
  symbol: /\p{S}/u,
};

/** Why a character is not GSM-7, for the UI to explain it; computed from Unicode properties. */
export type UnicodeCharacterKind =
  Lowercase<(typeof SCRIPTS)[number]> | keyof typeof PROPERTY_KINDS | 'emoji' | 'other';

/** A character (one code point) of the text that is in neither GSM-7 table. */
export interface UnicodeCharacter {
  character: string;
  /** Occurrences in the text. */
  count: number;
  kind: UnicodeCharacterKind;
  /** GSM-7 text that keeps the meaning (’ becomes '), or null when there is none. */
  replacement: string | null;
}

export interface SmsParts {
  /** GSM-7 when every character is in the basic or the extension table, else Unicode. */
  encoding: 'gsm7' | 'unicode';
  /**
   * The characters as counted for billing: septets for GSM-7 (an extension character counts
   * 2), UTF-16 code units for Unicode (a character outside the BMP, such as most emoji, counts 2).
   */
  units: number;
  /** Parts the message is sent as: 0 for an empty text. */
  parts: number;
  /**
   * Units that still fit in the last part without adding one (for an empty text, the room in a
   * single part). For GSM-7 these are basic characters: an extension character needs 2. For
   * Unicode they are BMP characters: a character outside the BMP needs 2.
   */
  remaining: number;
  /** The characters that force Unicode, in order of first appearance; empty for GSM-7. */
  unicodeCharacters: UnicodeCharacter[];
  /**
   * A DLT template once each variable holds its 30 characters, in the same encoding; null when
   * the text holds no `{#var#}`.
   */
  filled: (Billed & { variables: number }) | null;
}

type Billed = Pick<SmsParts, 'units' | 'parts' | 'remaining'>;

const LOOKALIKES: Record<string, string> = {
  "'": '‘’‚‛′',
  '"': '“”„‟″',
  '-': '‐‑‒–—−',
  ' ': '\xa0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000',
  '...': '…',
};
const REPLACEMENTS = new Map(
  Object.entries(LOOKALIKES).flatMap(([to, from]) => [...from].map((character) => [character, to])),
);

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u20E3/u;
const KINDS = [
  ...SCRIPTS.map((script) => [new RegExp(`\\p{Script=${script}}`, 'u'), script.toLowerCase()]),
  ...Object.entries(PROPERTY_KINDS).map(([kind, pattern]) => [pattern, kind]),
] as [RegExp, UnicodeCharacterKind][];

function kindOf(character: string): UnicodeCharacterKind {
  if (EMOJI.test(character)) return 'emoji';
  return KINDS.find(([pattern]) => pattern.test(character))?.[1] ?? 'other';
}

/** Septets one character (one code point) takes in GSM-7: 1, 2 (extension table), 0 if none. */
export function gsm7Septets(character: string): 0 | 1 | 2 {
  if (character.length !== 1 || character === '\x1b') return 0;
  if (GSM7_BASIC_TABLE.includes(character)) return 1;
  return GSM7_EXTENSION_CHARACTERS.includes(character) ? 2 : 0;
}

/** Units, parts and room left for per-character sizes (1 or 2) that are never split across parts. */
function split(sizes: number[], single: number, multi: number): Billed {
  const units = sizes.reduce((sum, size) => sum + size, 0);
  if (units <= single) return { units, parts: units ? 1 : 0, remaining: single - units };
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      parts++;
      used = 0;
    }
    used += size;
  }
  return { units, parts, remaining: multi - used };
}

/** Encoding, billed units and parts of an SMS text, with the characters that force Unicode. */
export function countSmsParts(text: string): SmsParts {
  const variables = text.split(DLT_VARIABLE).length - 1;
  if (!variables) return { ...countText(text), filled: null };
  // Filled, each variable is that many one-unit characters, in either encoding.
  const filled = text.replaceAll(DLT_VARIABLE, 'x'.repeat(DLT_VARIABLE_CHARACTERS));
  const { units, parts, remaining } = countText(filled);
  return { ...countText(text), filled: { variables, units, parts, remaining } };
}

function countText(text: string): Omit<SmsParts, 'filled'> {
  const septets: number[] = [];
  const units: number[] = [];
  const found = new Map<string, UnicodeCharacter>();
  for (const character of text) {
    const size = gsm7Septets(character);
    septets.push(size);
    units.push(character.length);
    if (size) continue;
    const entry = found.get(character) ?? {
      character,
      count: 0,
      kind: kindOf(character),
      replacement: REPLACEMENTS.get(character) ?? null,
    };
    entry.count++;
    found.set(character, entry);
  }
  const unicode = found.size > 0;
  return {
    encoding: unicode ? 'unicode' : 'gsm7',
    ...(unicode
      ? split(units, UNICODE_SINGLE_PART_UNITS, UNICODE_MULTIPART_UNITS)
      : split(septets, GSM7_SINGLE_PART_SEPTETS, GSM7_MULTIPART_SEPTETS)),
    unicodeCharacters: [...found.values()],
  };
}

/**
 * The text with every character that has a GSM-7 replacement replaced (curly quotes, dashes,
 * Unicode spaces, ellipsis, primes). Other non-GSM characters are left as they are.
 */
export function toGsm7(text: string): string {
  return Array.from(text, (character) => REPLACEMENTS.get(character) ?? character).join('');
}
