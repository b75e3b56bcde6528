import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardLead, UpstreamError } from './upstream-client';

const id = '5f0c4f8e-6d1e-4d8c-9d3a-2b7c1e0a9f11';
const forwardDemoRequest = (base: string, payload: Record<string, unknown>, timeoutMs?: number) =>
  forwardLead(base, { id, kind: 'demo_request', payload }, timeoutMs);
const forwardSubscription = (base: string, email: string) =>
  forwardLead(base, { id, kind: 'newsletter_subscription', payload: { email } });

let server: Server;
let base: string;
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
        res.writeHead(307, { location: `${base}/api/v1.0/web/demo/req?followed` });
        return res.end();
      }
      if (body.includes('huge')) {
        return send(200, JSON.stringify({ statusCode: 200, message: 'x'.repeat(1024 * 1024) }));
      }
      if (body.includes('fail')) return send(503, '{"error":"down"}');
      if (body.includes('html')) return send(200, '<html>');
      if (req.url?.includes('taken')) return send(200, '{"statusCode":201,"message":"Exists"}');
      send(200, '{"statusCode":200,"message":"ok","id":7}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof UpstreamError ? error.reason : error;
  }
  return 'resolved';
}

describe('upstream client', () => {
  it('posts the demo request as JSON and passes the reply through', async () => {
    const reply = await forwardDemoRequest(base, { name: 'Asha' });
    expect(reply).toEqual({ statusCode: 200, message: 'ok', id: 7 });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1.0/web/demo/req',
      body: '{"name":"Asha"}',
      key: id,
    });
  });

  it("puts the attribution into the demo request's JSON and the subscription's query", async () => {
    const attribution = {
      first: { utm_source: 'google', gclid: 'abc123', landingPath: '/services/whatsapp', at: 'x' },
      last: { ref: 'rep-17', landingPath: '/', at: 'y' },
      formPath: '/contact',
    };
    await forwardLead(base, { id, kind: 'demo_request', payload: { name: 'Asha' }, attribution });
    expect(JSON.parse(received.at(-1)?.body ?? '')).toEqual({ name: 'Asha', attribution });
    await forwardLead(base, {
      id,
      kind: 'newsletter_subscription',
      payload: { email: 'a@example.in' },
      attribution,
    });
    const query = new URL(received.at(-1)?.url ?? '', base).searchParams;
    expect(query.get('email')).toBe('a@example.in');
    expect(query.get('attribution.first.utm_source')).toBe('google');
    expect(query.get('attribution.first.gclid')).toBe('abc123');
    expect(query.get('attribution.last.ref')).toBe('rep-17');
    expect(query.get('attribution.formPath')).toBe('/contact');
    expect(received.at(-1)?.key).toBe(id);
  });

  it('sends the subscription as GET with the email in the query', async () => {
    expect(await forwardSubscription(base, 'a+taken@example.in')).toEqual({
      statusCode: 201,
      message: 'Exists',
    });
    expect(received.at(-1)?.method).toBe('GET');
    expect(received.at(-1)?.url).toBe('/api/v1.0/subscriber/add?email=a%2Btaken%40example.in');
  });

  it('turns a 5xx, a non-JSON reply, a timeout and a refused connection into errors', async () => {
    expect(await failure(forwardDemoRequest(base, { x: 'fail' }))).toBe('http_5xx');
    expect(await failure(forwardDemoRequest(base, { x: 'html' }))).toBe('bad_reply');
    const started = Date.now();
    expect(await failure(forwardDemoRequest(base, { x: 'hang' }, 300))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await failure(forwardSubscription('http://127.0.0.1:9', 'a@b.in'))).toBe('network');
  });

  it('follows no redirect and reads no reply larger than 64 KiB', async () => {
    expect(await failure(forwardDemoRequest(base, { x: 'redirect' }))).toBe('bad_reply');
    expect(received.some((request) => request.url?.includes('followed'))).toBe(false);
    expect(await failure(forwardDemoRequest(base, { x: 'huge' }))).toBe('bad_reply');
  });
});
