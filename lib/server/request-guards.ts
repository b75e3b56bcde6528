import { refusal, replyMessages } from './replies';
import type { EndpointKind } from './logger';

/** Largest request body the endpoints read: a larger one is answered 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body (a request's, or a reply from the upstream), stopping as soon as it passes
 * the cap, whatever Content-Length claims. A sender that goes away mid-body (or a reply cut short
 * by a timeout) is 'aborted', not an error.
 */
export async function readJsonBody(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  maxBytes = MAX_BODY_BYTES,
): Promise<
  { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'bad_json' | 'aborted' }
> {
  if (Number(message.headers.get('content-length') ?? 0) > maxBytes) {
    return { ok: false, reason: 'too_large' };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // Node streams are async iterable (the DOM types lack it); leaving early cancels the rest.
    for await (const chunk of (message.body as AsyncIterable<Uint8Array> | null) ?? []) {
      if ((size += chunk.byteLength) > maxBytes) return { ok: false, reason: 'too_large' };
      chunks.push(chunk);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, reason: 'bad_json' };
  }
}

const bodyRefusals = {
  too_large: [413, replyMessages.tooLarge],
  aborted: [400, replyMessages.aborted],
  bad_json: [400, replyMessages.badJson],
} as const;

/** A request's JSON body, or the answer refusing it: 413 past 16 KiB, 400 cut short or not JSON. */
export async function jsonBodyOf(
  kind: EndpointKind,
  request: Request,
): Promise<{ value: unknown } | Response> {
  const body = await readJsonBody(request);
  if (body.ok) return body;
  const [status, message] = bodyRefusals[body.reason];
  return refusal(kind, status, body.reason, message);
}
