/** Largest request body the endpoints read: a larger one is answered 413. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'bad_json' | 'aborted' };

/** A request, or a reply from the upstream: both are read the same way. */
type Message = { headers: Headers; body: ReadableStream<Uint8Array> | null };

/**
 * Reads a JSON body, stopping as soon as it passes the cap, whatever Content-Length claims. A
 * sender that goes away mid-body (or a reply cut short by a timeout) is 'aborted', not an error.
 */
export async function readJsonBody(
  message: Message,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult> {
  const declared = Number(message.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, reason: 'too_large' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (message.body) {
    const reader = message.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return { ok: false, reason: 'too_large' };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, reason: 'aborted' };
    }
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, reason: 'bad_json' };
  }
}

/** A filled honeypot field marks a bot. */
export function isHoneypotFilled(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
