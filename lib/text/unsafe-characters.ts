/**
 * The one rule for characters no visitor types and a terminal or a reader may obey: C0 controls,
 * DEL, C1 controls, and the bidirectional embeddings, overrides and isolates, which can reorder
 * what an operator reads. A line feed is one of the C0 controls; a message may keep it.
 */
const LINE_FEED = '\\u000a';
const BEFORE_LINE_FEED = '\\u0000-\\u0009';
const OTHERS = '\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';

type Options = { keepLineFeeds?: boolean };

/** The unsafe characters as a fresh global pattern, for `replace`. */
export function unsafeCharacters({ keepLineFeeds = false }: Options = {}): RegExp {
  return new RegExp(`[${BEFORE_LINE_FEED}${keepLineFeeds ? '' : LINE_FEED}${OTHERS}]`, 'g');
}

export function hasUnsafeCharacters(text: string, options?: Options): boolean {
  return unsafeCharacters(options).test(text);
}
