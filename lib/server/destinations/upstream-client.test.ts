import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMs } from './destination';
import { forwardLead } from './upstream-client';

const id = '5f0c4f8e-6d1e-4d8c-9d3a-2b7c1e0a9f11';
const forwardDemoRequest = (
  upstreamUrl: string,
  payload: Record<string, unknown>,
  timeoutMs?: number,
) => forwardLead(upstreamUrl, { id, kind: 'demo_request', payload }, timeoutMs);
const forwardSubscription = (upstreamUrl: string, email: string) =>
  forwardLead(upstreamUrl, { id, kind: 'newsletter_subscription', payload: { email } });

let server: Server;
let upstreamUrl: string;
const received: { method?: string; url?: string; body: string; key?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      received.push({ method: req.method, url: req.url, body, key: String(key) });
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (body.includes('hang') || req.url?.includes('hang')) return;
      if (body.includes('redirect')) {
        res.writeHead(307, { location: `${upstreamUrl}/api/v1.0/web/demo/req?followed` });
        return res.end();
      }
      if (body.includes('huge')) {
        return send(200, JSON.stringify({ statusCode: 200, message: 'x'.repeat(1024 * 1024) }));
      }
      if (body.includes('fail')) return send(503, '{"error":"down"}');
      const refusal = /"status-(\d{3})"/.exec(body)?.[1];
      if (refusal) {
        res.setHeader('retry-after', '7');
        return send(Number(refusal), `{"statusCode":${refusal},"message":"No"}`);
      }
      if (body.includes('teapot-text')) return send(418, 'I am a teapot');
      if (body.includes('html')) return send(200, '<html>');
      if (req.url?.includes('taken')) return send(200, '{"statusCode":201,"message":"Exists"}');
      send(200, '{"statusCode":200,"message":"ok","id":7}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** What an answer meant, in short: the outcome and the reason or status. */
async function meaning(upstreamUrl: string, payload: Record<string, unknown>, timeoutMs?: number) {
  const answer = await forwardDemoRequest(upstreamUrl, payload, timeoutMs);
  if (answer.outcome === 'unavailable') {
    return `unavailable ${answer.reason}${answer.retryAfterMs === undefined ? '' : ` after ${answer.retryAfterMs}`}`;
  }
  return answer.outcome === 'refused' ? `refused ${answer.status}` : 'accepted';
}

describe('upstream client', () => {
  it('posts the demo request as JSON and passes the reply through', async () => {
    const answer = await forwardDemoRequest(upstreamUrl, { name: 'Asha' });
    expect(answer).toEqual({
      outcome: 'accepted',
      reply: { statusCode: 200, message: 'ok', id: 7 },
    });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1.0/web/demo/req',
      body: '{"name":"Asha"}',
      key: id,
    });
  });

  it('sends the subscription as GET with the email in the query', async () => {
    expect(await forwardSubscription(upstreamUrl, 'a+taken@example.in')).toEqual({
      outcome: 'refused',
      status: 200,
      reply: { statusCode: 201, message: 'Exists' },
    });
    expect(received.at(-1)?.method).toBe('GET');
    expect(received.at(-1)?.url).toBe('/api/v1.0/subscriber/add?email=a%2Btaken%40example.in');
  });

  it('takes a 4xx with the JSON for a refusal, but 408, 425 and 429 for “later”', async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(await meaning(upstreamUrl, { x: `status-${status}` })).toBe(`refused ${status}`);
    }
    for (const status of [408, 425, 429]) {
      expect(await meaning(upstreamUrl, { x: `status-${status}` })).toBe(
        `unavailable http_${status} after 7000`,
      );
    }
    expect(await meaning(upstreamUrl, { x: 'teapot-text' })).toBe('unavailable bad_reply');
  });

  it('takes a 5xx, a reply that is not the JSON, a timeout and no connection for “later”', async () => {
    expect(await meaning(upstreamUrl, { x: 'fail' })).toBe('unavailable http_503');
    expect(await meaning(upstreamUrl, { x: 'html' })).toBe('unavailable bad_reply');
    const started = Date.now();
    expect(await meaning(upstreamUrl, { x: 'hang' }, 300)).toBe('unavailable timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await forwardSubscription('http://127.0.0.1:9', 'a@b.in')).outcome).toBe('unavailable');
  });

  it('follows no redirect and reads no reply larger than 64 KiB', async () => {
    expect(await meaning(upstreamUrl, { x: 'redirect' })).toBe('unavailable redirect');
    expect(received.some((request) => request.url?.includes('followed'))).toBe(false);
    expect(await meaning(upstreamUrl, { x: 'huge' })).toBe('unavailable bad_reply');
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
