import { describe, expect, it } from 'vitest';
import { isHoneypotFilled, MAX_BODY_BYTES, readJsonBody } from './request-guards';

function streamed(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
      controller.close();
    },
  });
  return new Request('http://site.example/api', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('request body', () => {
  it('reads JSON up to 16 KiB', async () => {
    expect(MAX_BODY_BYTES).toBe(16_384);
    const text = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES - 10) });
    expect(text).toHaveLength(MAX_BODY_BYTES);
    expect(await readJsonBody(streamed(text))).toMatchObject({ ok: true });
  });

  it('stops past 16 KiB even without a Content-Length', async () => {
    const text = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES - 9) });
    expect(await readJsonBody(streamed(text))).toEqual({ ok: false, reason: 'too_large' });
  });

  it('trusts a Content-Length that is already too large', async () => {
    const request = new Request('http://site.example/api', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(await readJsonBody(request)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('reports a sender that went away mid-body as aborted, not as an error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const request = new Request('http://site.example/api', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonBody(request)).toEqual({ ok: false, reason: 'aborted' });
  });

  it('reports malformed or empty JSON', async () => {
    expect(await readJsonBody(streamed('{"email":'))).toEqual({ ok: false, reason: 'bad_json' });
    expect(await readJsonBody(streamed(''))).toEqual({ ok: false, reason: 'bad_json' });
  });
});

describe('honeypot', () => {
  it('is filled only by a non-blank value', () => {
    expect(isHoneypotFilled({ website: 'https://spam.example' }, 'website')).toBe(true);
    expect(isHoneypotFilled({ website: '  ' }, 'website')).toBe(false);
    expect(isHoneypotFilled({ email: 'a@b.in' }, 'website')).toBe(false);
    expect(isHoneypotFilled('text', 'website')).toBe(false);
  });
});
