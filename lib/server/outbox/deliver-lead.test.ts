import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '../store/lead-store';
import { upstreamDestination } from '../destinations/upstream-client';
import { testStores } from '@/testing/lead-stores';
import { deliverLead } from './deliver-lead';
import { LEASE_MS } from './retry-schedule';

/** A stand-in upstream that takes every lead and records each one it was sent. */
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
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 200, message: 'ok' }));
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
});
