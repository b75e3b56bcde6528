/**
 * A message's `{name}` arguments filled in, in the pieces they make, so a component can set a
 * value apart (in bold, in a <mark>). For client components, which get their copy as plain
 * strings and do not load `t`: plain arguments only, no plural or select (see plural-message).
 */
export function messagePieces<T>(message: string, values: Readonly<Record<string, T>>) {
  return message.split(/\{(\w+)\}/).map((piece, index) => (index % 2 ? values[piece] : piece));
}

/** A message's `{name}` arguments filled in: see messagePieces. */
export function fillMessage(message: string, values: Readonly<Record<string, string>>): string {
  return messagePieces(message, values).join('');
}
