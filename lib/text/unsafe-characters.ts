/**
 * The one rule for characters no visitor types and a terminal or a reader may obey: C0 controls,
 * DEL, C1 controls, and the bidirectional embeddings, overrides and isolates, which can reorder
 * what an operator reads. A line feed (U+000A) is one of the C0 controls; a message may keep it.
 */
type Options = { keepLineFeeds?: boolean };

/** The unsafe characters as a fresh global pattern, for `replace`. */
export const unsafeCharacters = ({ keepLineFeeds = false }: Options = {}) =>
  new RegExp(
    `[\\u0000-\\u0009${keepLineFeeds ? '' : '\\u000a'}\\u000b-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]`,
    'g',
  );

export const hasUnsafeCharacters = (text: string, options?: Options) =>
  unsafeCharacters(options).test(text);
