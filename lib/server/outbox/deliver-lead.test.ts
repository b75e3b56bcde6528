import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '../store/lead-store';
import { upstreamDestination } from '../destinations/upstream-client';
import { testStores } from '@/testing/lead-stores';
import { deliverLead } from './deliver-lead';
import { deliverDue } from './outbox-worker';
import { LEASE_MS } from './retry-schedule';

/** A stand-in upstream: answers by a word in the email, records every request it was sent. */
let upstream: Server;
let upstreamUrl: string;
const received: { email: string; key: string }[] = [];
beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { email } = JSON.parse(body) as { email: string };
      received.push({ email, key: String(req.headers['idempotency-key']) });
      const send = (status: number, json: object, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      };
      if (email.startsWith('slow')) {
        return setTimeout(() => send(200, { statusCode: 200, message: 'ok' }), 150);
      }
      if (email.startsWith('refused')) return send(422, { statusCode: 422, message: 'Bad mobile' });
      if (email.startsWith('busy')) return send(429, { statusCode: 429 }, { 'retry-after': '90' });
      send(200, { statusCode: 200, message: 'ok' });
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => upstream.close());

const sentTo = (email: string) => received.filter((request) => request.email === email);

function pendingLead(email: string): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email,
    payload: { email, name: 'Asha Verma' },
    destinations: ['upstream'],
    createdAt: new Date(Date.now() - 1).toISOString(),
  };
}

describe.each(testStores)('delivering a lead on %s', (name, fresh) => {
  let store: LeadStore;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let open: () => Promise<LeadStore>;
  beforeEach(async () => {
    ({ env, drop, open } = await fresh());
    store = await open();
  });
  afterEach(async () => {
    await store.close();
    await drop();
  });

  const upstream = () => upstreamDestination(upstreamUrl);
  const claimOne = async () => {
    const now = Date.now();
    return (await store.claimNext(now, now + LEASE_MS, ['upstream']))!;
  };

  it('marks a lead the upstream took as delivered, and passes its reply on', async () => {
    const email = `ok-${randomUUID()}@example.in`;
    await store.insert(pendingLead(email));
    const lead = await claimOne();
    expect(await deliverLead(store, upstream(), lead)).toEqual({
      outcome: 'delivered',
      reply: { statusCode: 200, message: 'ok' },
    });
    expect((await store.list('delivered')).map((l) => l.email)).toEqual([email]);
    expect(sentTo(email)).toEqual([{ email, key: lead.lead.id }]);
  });

  it('keeps a refused lead as rejected with the answer, and sends it once', async () => {
    const email = `refused-${randomUUID()}@example.in`;
    await store.insert(pendingLead(email));
    expect(await deliverLead(store, upstream(), await claimOne())).toMatchObject({
      outcome: 'rejected',
      reply: { statusCode: 422, message: 'Bad mobile' },
    });
    expect(await store.list('rejected')).toMatchObject([
      {
        email,
        deliveries: [{ reply: { status: 422, body: { statusCode: 422, message: 'Bad mobile' } } }],
      },
    ]);
    expect(await deliverDue(store, [upstream()], { shouldStop: () => false })).toEqual([]);
    expect(sentTo(email)).toHaveLength(1);
  });

  it('keeps a lead the upstream asked to send later pending, not before its Retry-After', async () => {
    const email = `busy-${randomUUID()}@example.in`;
    await store.insert(pendingLead(email));
    const started = Date.now();
    expect(await deliverLead(store, upstream(), await claimOne())).toEqual({
      outcome: 'retry_later',
    });
    const [delivery] = (await store.list('pending'))[0]!.deliveries;
    expect(delivery).toMatchObject({ attempts: 1, lastError: 'http_429' });
    expect(delivery!.nextAttemptAt! - started).toBeGreaterThanOrEqual(90_000);
  });

  it('does not send a lead forgotten while it was claimed', async () => {
    const email = `forgotten-${randomUUID()}@example.in`;
    await store.insert(pendingLead(email));
    const lead = await claimOne();
    if (name === 'SQLite') {
      // By `npm run leads` in a process of its own, as an operator would, beside the server.
      const output = execFileSync(process.execPath, ['scripts/leads.mjs', '--forget', email], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(output).toContain('1 of them held by a delivery will not be sent');
    } else {
      const other = await open();
      expect(await other.forget(email, Date.now())).toMatchObject({ removed: 1, claimed: 1 });
      await other.close();
    }
    expect(await deliverLead(store, upstream(), lead)).toEqual({ outcome: 'not_sent' });
    expect(sentTo(email)).toEqual([]);
  });

  it('does not send a lead whose claim ran out and went to another instance', async () => {
    const email = `stalled-${randomUUID()}@example.in`;
    await store.insert(pendingLead(email));
    const now = Date.now();
    const stalled = (await store.claimNext(now, now + 5, ['upstream']))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = await open();
    try {
      const later = Date.now();
      const taken = (await other.claimNext(later, later + LEASE_MS, ['upstream']))!;
      expect(await deliverLead(store, upstream(), stalled)).toEqual({ outcome: 'not_sent' });
      expect(await deliverLead(other, upstream(), taken)).toMatchObject({ outcome: 'delivered' });
      expect(sentTo(email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('delivers 20 leads exactly once with two instances delivering at the same time', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `slow-${i}-${randomUUID()}@example.in`);
    for (const email of emails) await store.insert(pendingLead(email));
    const other = await open();
    try {
      const results = await Promise.all(
        [store, other].map((instance) =>
          deliverDue(instance, [upstream()], { shouldStop: () => false }),
        ),
      );
      expect(results.flat().filter((result) => result.outcome === 'delivered')).toHaveLength(20);
      for (const email of emails) expect(sentTo(email), email).toHaveLength(1);
      expect(await store.stats(new Date().toISOString())).toMatchObject({ pending: 0 });
    } finally {
      await other.close();
    }
  });
});
