import { describe, expect, it } from 'vitest';
import {
  GSM7_BASIC_TABLE,
  GSM7_EXTENSION_CHARACTERS,
  countSmsParts,
  gsm7Septets,
  toGsm7,
} from './message-parts';

/** Encoding, units, parts and remaining only. */
function count(text: string) {
  const { encoding, units, parts, remaining } = countSmsParts(text);
  return [encoding, units, parts, remaining];
}

const a = (n: number) => 'a'.repeat(n);
const ka = (n: number) => 'क'.repeat(n); // U+0915 DEVANAGARI LETTER KA: 1 UTF-16 unit
const grin = (n: number) => '😀'.repeat(n); // U+1F600: a surrogate pair, 2 UTF-16 units

/**
 * TS 23.038 §6.2.1 default alphabet as code → Unicode code point, for the codes that differ from
 * ASCII (0x1B, ESC, is not a character); every other code from 0x20 to 0x7F is its ASCII self.
 */
// prettier-ignore
const STANDARD_NON_ASCII: Record<number, number> = {
  0x00: 0x40, 0x01: 0xa3, 0x02: 0x24, 0x03: 0xa5, 0x04: 0xe8, 0x05: 0xe9, 0x06: 0xf9, 0x07: 0xec,
  0x08: 0xf2, 0x09: 0xc7, 0x0a: 0x0a, 0x0b: 0xd8, 0x0c: 0xf8, 0x0d: 0x0d, 0x0e: 0xc5, 0x0f: 0xe5,
  0x10: 0x394, 0x11: 0x5f, 0x12: 0x3a6, 0x13: 0x393, 0x14: 0x39b, 0x15: 0x3a9, 0x16: 0x3a0,
  0x17: 0x3a8, 0x18: 0x3a3, 0x19: 0x398, 0x1a: 0x39e, 0x1c: 0xc6, 0x1d: 0xe6, 0x1e: 0xdf,
  0x1f: 0xc9, 0x24: 0xa4, 0x40: 0xa1, 0x5b: 0xc4, 0x5c: 0xd6, 0x5d: 0xd1, 0x5e: 0xdc, 0x5f: 0xa7,
  0x60: 0xbf, 0x7b: 0xe4, 0x7c: 0xf6, 0x7d: 0xf1, 0x7e: 0xfc, 0x7f: 0xe0,
};
/** TS 23.038 §6.2.1.1 extension table: the Unicode characters reached through ESC. */
const STANDARD_EXTENSION = [0x0c, 0x5e, 0x7b, 0x7d, 0x5c, 0x5b, 0x7e, 0x5d, 0x7c, 0x20ac];

describe('the GSM-7 tables', () => {
  it('are the standard default alphabet in code order, ESC excluded', () => {
    expect(GSM7_BASIC_TABLE).toHaveLength(128);
    for (let code = 0; code < 128; code++) {
      if (code === 0x1b) continue;
      const expected = STANDARD_NON_ASCII[code] ?? (code >= 0x20 ? code : -1);
      expect(GSM7_BASIC_TABLE.codePointAt(code), `code 0x${code.toString(16)}`).toBe(expected);
    }
    expect(gsm7Septets('\x1b')).toBe(0);
  });

  it('hold 127 one-septet and 10 two-septet characters in the whole BMP, nothing else', () => {
    const bySize = [0, 0, 0];
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      bySize[gsm7Septets(String.fromCharCode(codePoint))]! += 1;
    }
    expect(bySize).toEqual([0x10000 - 137, 127, 10]);
    expect([...GSM7_EXTENSION_CHARACTERS].map((c) => c.codePointAt(0))).toEqual(STANDARD_EXTENSION);
    for (const c of GSM7_EXTENSION_CHARACTERS) expect(gsm7Septets(c)).toBe(2);
  });

  it('count lookalikes that are GSM as GSM, and the ones that are not as Unicode', () => {
    expect(count('éüÇΔ¥§¿')).toEqual(['gsm7', 7, 1, 153]);
    expect(count('£¤¡ÑñÄäÖöÜüÅåÆæØøßÉèùìòàΦΓΛΩΠΨΣΘΞ_@$')[0]).toBe('gsm7');
    // Only the capital C with cedilla is in the basic table (code 0x09).
    for (const c of ['ç', 'á', 'í', 'ó', 'ú', 'Á', 'Í', 'ê', 'â', 'õ', 'ã', 'È', 'δ', 'Α', '`']) {
      expect(count(c), c).toEqual(['unicode', 1, 1, 69]);
    }
    // The backtick is ASCII but in neither GSM table; a tab is not GSM either.
    expect(count('code `SAVE10`')[1]).toBe(13);
    expect(count('a\tb')[0]).toBe('unicode');
    expect(count('a\nb\rc')[0]).toBe('gsm7');
  });
});

describe('countSmsParts', () => {
  it('counts an empty message as 0 parts with a single part of room', () => {
    expect(countSmsParts('')).toEqual({
      encoding: 'gsm7',
      units: 0,
      parts: 0,
      remaining: 160,
      unicodeCharacters: [],
      filled: null,
    });
  });

  // [why, text, encoding, units, parts, units left in the last part]
  it.each([
    ['GSM-7 splits at 160/161', a(160), 'gsm7', 160, 1, 0],
    ['', a(1), 'gsm7', 1, 1, 159],
    ['', a(161), 'gsm7', 161, 2, 145],
    ['... at 306/307', a(306), 'gsm7', 306, 2, 0],
    ['', a(307), 'gsm7', 307, 3, 152],
    ['... at 459/460', a(459), 'gsm7', 459, 3, 0],
    ['', a(460), 'gsm7', 460, 4, 152],
    ['an extension character is two septets', '{}', 'gsm7', 4, 1, 156],
    ['', '\f^\\[~]|€', 'gsm7', 16, 1, 144],
    ['an extension character as the 160th septet', a(158) + '{', 'gsm7', 160, 1, 0],
    ['', a(159) + '{', 'gsm7', 161, 2, 145],
    // 152 + € would be 154 septets in part 1: the part ends at 152, € opens part 2.
    ['an extension character is never split', a(152) + '€' + a(10), 'gsm7', 164, 2, 141],
    // 306 septets fit in 2 × 153, but not once € is moved: 152 | € + 151 | 1.
    ['', a(152) + '€' + a(152), 'gsm7', 306, 3, 152],
    ['', a(151) + '€' + a(153), 'gsm7', 306, 2, 0],
    ['only extension characters', '€'.repeat(80), 'gsm7', 160, 1, 0],
    // 76 € (152 septets) per part: 81 = 76 + 5; 153 € = 306 septets, yet 76 + 76 + 1.
    ['', '€'.repeat(81), 'gsm7', 162, 2, 143],
    ['', '€'.repeat(153), 'gsm7', 306, 3, 151],
    ['Unicode splits at 70/71', ka(70), 'unicode', 70, 1, 0],
    ['', ka(71), 'unicode', 71, 2, 63],
    ['... at 134/135', ka(134), 'unicode', 134, 2, 0],
    ['', ka(135), 'unicode', 135, 3, 66],
    ['an emoji outside the BMP is 2 units', grin(35), 'unicode', 70, 1, 0],
    // 33 emoji (66 units) per part: the 34th would split its pair. 36 = 33 + 3.
    ['', grin(36), 'unicode', 72, 2, 61],
    ['a surrogate pair is never split', ka(66) + '😀' + ka(10), 'unicode', 78, 2, 55],
    // 134 units fit in 2 × 67, but not once the pair is moved: 66 | 😀 + 65 | 1.
    ['', ka(66) + '😀' + ka(66), 'unicode', 134, 3, 66],
    ['combining marks count as the units they are', 'e\u0301', 'unicode', 2, 1, 68],
    ['', '\u00e9', 'gsm7', 1, 1, 159],
    ['', 'कि', 'unicode', 2, 1, 68],
    ['one character makes the whole message Unicode', a(100) + 'ç', 'unicode', 101, 2, 33],
    ['', '€{}[]' + 'क', 'unicode', 6, 1, 64],
  ] as const)('%s: %#', (_, text, ...expected) => {
    expect(count(text)).toEqual(expected);
  });
});

describe('unicodeCharacters', () => {
  it('lists each character once with its count', () => {
    expect(countSmsParts('a😀b😀 ’').unicodeCharacters).toEqual([
      { character: '😀', count: 2, kind: 'emoji', replacement: null },
      { character: '’', count: 1, kind: 'punctuation', replacement: "'" },
    ]);
  });

  it('classifies characters by Unicode property', () => {
    const kinds = (text: string) => countSmsParts(text).unicodeCharacters.map((c) => c.kind);
    expect(kinds('कকਕકକகకಕക')).toEqual([
      'devanagari',
      'bengali',
      'gurmukhi',
      'gujarati',
      'oriya',
      'tamil',
      'telugu',
      'kannada',
      'malayalam',
    ]);
    // Danda is shared by the Indian scripts (Script=Common): punctuation.
    expect(kinds('।🎉🇮\u{1f3fd}\ufe0f')).toEqual([
      'punctuation',
      'emoji',
      'emoji',
      'emoji',
      'emoji',
    ]);
    expect(kinds('\u0301\u00a0\t₹©áЖ\u200d')).toEqual([
      'mark',
      'space',
      'space',
      'symbol',
      'emoji', // © is Extended_Pictographic
      'letter',
      'letter',
      'other',
    ]);
  });
});

describe('toGsm7', () => {
  it('replaces quotes, dashes, Unicode spaces, ellipsis and primes', () => {
    expect(toGsm7('‘a’ ‚b‛ “c” „d‟ e–f—g−h‒i‐j‑k …′″')).toBe(`'a' 'b' "c" "d" e-f-g-h-i-j-k ...'"`);
    const spaces =
      '\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000';
    expect(toGsm7(spaces)).toBe(' '.repeat(15));
    expect(countSmsParts(spaces).unicodeCharacters.map((c) => c.replacement)).toEqual(
      Array(15).fill(' '),
    );
  });

  it('leaves characters without a replacement as they are', () => {
    expect(toGsm7('नमस्ते 😀 ç `x`')).toBe('नमस्ते 😀 ç `x`');
    expect(countSmsParts('ç😀').unicodeCharacters.map((c) => c.replacement)).toEqual([null, null]);
  });

  it('turns one curly apostrophe in 150 characters from 3 Unicode parts into 1 GSM-7 part', () => {
    const text =
      'Hi Priya, your order #4821 is packed and will reach you by Friday 6pm. We’re here 9am-10pm ' +
      'if you need help. Reply STOP to unsubscribe. Lantern Retail';
    expect(text).toHaveLength(150);
    expect(count(text)).toEqual(['unicode', 150, 3, 51]);
    expect(count(toGsm7(text))).toEqual(['gsm7', 150, 1, 10]);
  });
});

describe('real messages, worked out by hand', () => {
  const hotel = (beforeEuro: string, afterEuro: string) =>
    `Hotel Lisboa: your booking ${beforeEuro} is confirmed for 2 nights, 14-16 March, Deluxe ` +
    'Double with breakfast. Please pay at check-in or online, total due: €240. Free cancellation ' +
    `until ${afterEuro} March, 18:00. Check-in from 14:00, check-out by 11:00. Shuttles on ` +
    'request. Questions? Reply to this text. See you soon';

  it('306 septets are 3 parts when the € straddles septets 153/154, 2 when it ends on 153', () => {
    // 152 basic, €, 152 basic: 152 | € + 151 | 1.
    expect(count(hotel('BK-882134', '12') + '!')).toEqual(['gsm7', 306, 3, 152]);
    // 151 basic, €, 153 basic: 151 + € = 153 | 153.
    expect(count(hotel('BK-88213', '12th'))).toEqual(['gsm7', 306, 2, 0]);
  });

  it('counts Hindi, emoji, Spanish and typographic punctuation', () => {
    const hindi = 'आपका ऑर्डर #45821 भेज दिया गया है। यह 2 दिनों में पहुँच जाएगा। ट्रैक करें: lntr.in/t/45821';
    expect(count(hindi)).toEqual(['unicode', 90, 2, 44]);
    const holi = 'Happy Holi! 🎨🌈 Enjoy 20% off with code HOLI20 👉 lntr.in/h 🙏';
    expect(count(holi)).toEqual(['unicode', 63, 1, 7]);
    const spanish = '¡Hola María! ¿Confirmas tu cita del lunes? Responde SÍ o NO.';
    expect(count(spanish)).toEqual(['unicode', 60, 1, 10]);
    expect(countSmsParts(spanish).unicodeCharacters.map((c) => c.character)).toEqual(['í', 'Í']);
    const sale = 'Sale ends tonight… 10–50% off everything at lntr.in/s';
    expect(count(sale)).toEqual(['unicode', 53, 1, 17]);
    expect(count(toGsm7(sale))).toEqual(['gsm7', 55, 1, 105]);
  });
});

describe('countSmsParts, DLT templates', () => {
  const variable = '{#var#}';
  /** [typed: units, parts, remaining], [filled: variables, units, parts, remaining] */
  const template = (text: string) => {
    const { units, parts, remaining, filled } = countSmsParts(text);
    return [[units, parts, remaining], filled && Object.values(filled)];
  };

  it.each([
    // 53 characters typed, 57 septets ({ and } take two); 53 - 14 + 60 = 99 once filled.
    ['Dear {#var#}, your order {#var#} is out for delivery.', [57, 1, 103], [2, 99, 1, 61]],
    // 6 × 30 + 5 spaces = 185 once filled: 153 + 32.
    ['{#var#} {#var#} {#var#} {#var#} {#var#} {#var#}', [59, 1, 101], [6, 185, 2, 121]],
    // Unicode: 47 units typed; 47 - 14 + 60 = 93 once filled: 67 + 26.
    ['नमस्ते {#var#}, आपका ऑर्डर {#var#} आज पहुँचेगा।', [47, 1, 23], [2, 93, 2, 41]],
    // 60 + 7 = 67 typed, one part; 90 once filled: 67 + 23.
    [ka(60) + variable, [67, 1, 3], [1, 90, 2, 44]],
    // 36 + 30 = 66 in the first part: the emoji's surrogate pair does not fit its last unit.
    [`${ka(36)}${variable}😀${ka(3)}`, [48, 1, 22], [1, 71, 2, 62]],
    // A variable's characters run across a part boundary: 140 + 30 = 170 once filled: 153 + 17.
    [a(140) + variable, [149, 1, 11], [1, 170, 2, 136]],
    // An extension character next to a variable stays whole and counts two.
    [`€${variable}€`, [13, 1, 147], [1, 34, 1, 126]],
    // 122 + 30 = 152 septets: the € after the variable would need 153 and 154: part 2.
    [`${a(122)}${variable}€${a(10)}`, [143, 1, 17], [1, 164, 2, 141]],
    // Only {#var#} in lower case and whole is a variable: the rest counts as typed.
    ['Dear {#VAR#}', [14, 1, 146], null],
    ['{#var#}{#var#}{#VAR#}', [27, 1, 133], [2, 69, 1, 91]],
    ...['{#Var#}', '{#va', '{#var#', '{#var}', '{ #var# }', '#var#', '', 'Your OTP is 482913.'].map(
      (text) => [text, null, null] as const,
    ),
  ] as const)('counts %j once each {#var#} holds 30 characters', (text, typed, filled) => {
    const [units, parts] = template(text);
    if (typed) expect(units).toEqual(typed);
    expect(parts).toEqual(filled);
  });
});
