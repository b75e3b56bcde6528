import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardDemoRequest, forwardSubscription, UpstreamError } from './upstream-client';

let server: Server;
let base: string;
const received: { method?: string; url?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, body });
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
    });
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
