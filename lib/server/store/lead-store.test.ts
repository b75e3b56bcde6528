import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Claim, LeadStore, NewLead } from './lead-store';
import { testStores } from './test-stores';

const t0 = Date.parse('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha@example.in',
    payload: { name: 'Asha Verma', email: 'asha@example.in', keepInformed: false },
    attribution: { first: { utm_source: 'google', landingPath: '/services/whatsapp', at: 'x' } },
    status: 'pending',
    nextAttemptAt: t0,
    createdAt: at(t0),
    ...overrides,
  };
}

describe.each(testStores)('the lead store on %s', (_, fresh) => {
  let store: LeadStore;
  let drop: () => Promise<void>;
  let open: () => Promise<LeadStore>;
  beforeEach(async () => {
    const testStore = await fresh();
    ({ drop, open } = testStore);
    store = await open();
  });
  afterEach(async () => {
    await store.close();
    await drop();
  });

  it('keeps what it is given: payload, attribution and opt-ins as sent', async () => {
    const lead = newLead({ status: 'kept', nextAttemptAt: undefined });
    expect(await store.insert(lead, t0 + 30_000)).toBeUndefined();
    expect(await store.list()).toEqual([
      {
        id: lead.id,
        kind: 'demo_request',
        email: 'asha@example.in',
        payload: lead.payload,
        attribution: lead.attribution,
        status: 'kept',
        attempts: 0,
        createdAt: lead.createdAt,
      },
    ]);
    expect(await store.claimNext(t0 + 1, t0 + 30_000)).toBeUndefined();
  });

  it('hands a pending lead back claimed by the request that stored it, and no one else takes it', async () => {
    const lead = newLead();
    const claim = await store.insert(lead, t0 + 30_000);
    expect(claim).toMatchObject({ id: lead.id, until: t0 + 30_000 });
    expect(await store.claimNext(t0 + 5_000, t0 + 35_000)).toBeUndefined();
    expect(await store.holds(claim!, t0 + 13_000)).toBe(true);
  });

  it('lends a due lead to one claimant at a time, until its lease runs out', async () => {
    const lead = newLead();
    await store.insert(lead);
    const first = await store.claimNext(t0, t0 + 30_000);
    expect(first?.id).toBe(lead.id);
    expect(await store.claimNext(t0 + 1_000, t0 + 31_000)).toBeUndefined();
    const second = await store.claimNext(t0 + 30_001, t0 + 60_000);
    expect(second?.id).toBe(lead.id);
    expect(second?.claim.token).not.toBe(first?.claim.token);
  });

  it('claims one lead at a time, the longest due first, only when due', async () => {
    const later = newLead({ nextAttemptAt: t0 + 60_000 });
    const first = newLead({ nextAttemptAt: t0 - 2 });
    const second = newLead({ nextAttemptAt: t0 - 1 });
    for (const lead of [later, second, first]) await store.insert(lead);
    expect((await store.claimNext(t0, t0 + 30_000))?.id).toBe(first.id);
    expect((await store.claimNext(t0, t0 + 30_000))?.id).toBe(second.id);
    expect(await store.claimNext(t0, t0 + 30_000)).toBeUndefined();
  });

  it('lets only the holder of a claim change the lead, and only while it is pending', async () => {
    const lead = newLead();
    await store.insert(lead);
    const stale = (await store.claimNext(t0, t0 + 30_000))!.claim;
    const current = (await store.claimNext(t0 + 30_001, t0 + 60_000))!.claim;
    const delivered = { status: 'delivered', at: at(t0 + 31_000) } as const;

    expect(await store.settle(stale, delivered)).toBe(false);
    expect(await store.holds(stale, t0 + 31_000)).toBe(false);
    expect((await store.list())[0]).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await store.settle(current, delivered)).toBe(true);
    expect(await store.settle(current, delivered)).toBe(false);
    const forged: Claim = { ...current, token: randomUUID() };
    expect(await store.settle(forged, { status: 'failed', at: at(t0), error: 'x' })).toBe(false);
    expect((await store.list())[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      settledAt: at(t0 + 31_000),
    });
  });

  it('holds a claim only with time to spare: a delivery never starts on a lease about to end', async () => {
    await store.insert(newLead());
    const { claim } = (await store.claimNext(t0, t0 + 30_000))!;
    expect(await store.holds(claim, t0 + 30_000)).toBe(true);
    expect(await store.holds(claim, t0 + 30_001)).toBe(false);
  });

  it('records a failed attempt and when to try again, then the delivery', async () => {
    const lead = newLead();
    await store.insert(lead);
    const { claim } = (await store.claimNext(t0, t0 + 30_000))!;
    const retry = { status: 'pending', error: 'http_429', nextAttemptAt: t0 + 20_000 } as const;
    expect(await store.settle(claim, retry)).toBe(true);
    expect(await store.claimNext(t0 + 10_000, t0 + 40_000)).toBeUndefined();
    const again = await store.claimNext(t0 + 20_000, t0 + 50_000);
    expect(again).toMatchObject({ attempts: 1, lastError: 'http_429', status: 'pending' });
    await store.settle(again!.claim, { status: 'delivered', at: at(t0 + 21_000) });
    expect(await store.list('delivered')).toMatchObject([{ id: lead.id, attempts: 2 }]);
    expect(await store.stats(at(t0))).toEqual({ pending: 0, rejected: 0 });
  });

  it('keeps a rejected lead with the upstream’s answer, and never claims it again', async () => {
    const lead = newLead();
    const claim = await store.insert(lead, t0 + 30_000);
    const reply = { status: 422, body: { statusCode: 422, message: 'Mobile number invalid' } };
    await store.settle(claim!, { status: 'rejected', at: at(t0 + 1_000), reply });
    expect(await store.list('rejected')).toEqual([
      expect.objectContaining({ id: lead.id, status: 'rejected', upstreamReply: reply }),
    ]);
    expect(await store.claimNext(t0 + 99_999_999, t0 + 99_999_999)).toBeUndefined();
  });

  it('marks a lead failed for good, still listed', async () => {
    const lead = newLead();
    const claim = await store.insert(lead, t0 + 30_000);
    await store.settle(claim!, { status: 'failed', at: at(t0), error: 'timeout' });
    expect(await store.list('failed')).toMatchObject([{ id: lead.id, lastError: 'timeout' }]);
    expect(await store.claimNext(t0 + 99_999_999, t0 + 99_999_999)).toBeUndefined();
  });

  it('counts the pending leads, the oldest one, and the leads rejected since a time', async () => {
    await store.insert(newLead({ createdAt: '2026-11-22T09:00:00.000Z' }));
    await store.insert(newLead({ createdAt: '2026-11-22T09:30:00.000Z' }));
    await store.insert(newLead({ status: 'kept' }));
    const reply = { status: 409, body: { statusCode: 409 } };
    for (const settledAt of [t0 - 25 * 3_600_000, t0 - 3_600_000]) {
      const claim = await store.insert(newLead(), t0 + 30_000);
      await store.settle(claim!, { status: 'rejected', at: at(settledAt), reply });
    }
    expect(await store.stats(at(t0 - 24 * 3_600_000))).toEqual({
      pending: 2,
      oldestPendingCreatedAt: '2026-11-22T09:00:00.000Z',
      rejected: 1,
    });
  });

  it('lists newest first, by status', async () => {
    const older = newLead({ status: 'kept' });
    const newer = newLead({ status: 'kept' });
    const pending = newLead();
    for (const lead of [older, newer, pending]) await store.insert(lead);
    expect((await store.list()).map((l) => l.id)).toEqual([pending.id, newer.id, older.id]);
    expect((await store.list('kept')).map((l) => l.id)).toEqual([newer.id, older.id]);
  });

  it('forgets every lead of an address, whatever its case, and a claim on one is void', async () => {
    await store.insert(newLead({ status: 'kept' }));
    await store.insert(newLead({ email: 'Asha@Example.in', kind: 'newsletter_subscription' }));
    await store.insert(newLead({ email: 'ravi@example.in', nextAttemptAt: t0 + 60_000 }));
    const claimed = (await store.claimNext(t0, t0 + 30_000))!;
    expect(claimed.email).toBe('Asha@Example.in');

    expect(await store.forget('ASHA@example.IN', t0 + 1_000)).toEqual({
      removed: 2,
      claimed: 1,
      files: expect.any(String),
    });
    expect((await store.list()).map((l) => l.email)).toEqual(['ravi@example.in']);
    expect(await store.holds(claimed.claim, t0 + 1_000)).toBe(false);
    expect(await store.settle(claimed.claim, { status: 'delivered', at: at(t0) })).toBe(false);
    expect(await store.forget('asha@example.in', t0)).toEqual({ removed: 0, claimed: 0 });
  });

  it('deletes delivered and rejected leads settled before a time, and nothing else', async () => {
    const old = t0 - 31 * 86_400_000;
    const settle = async (status: 'delivered' | 'rejected' | 'failed', settledAt: number) => {
      const lead = newLead({ createdAt: at(old) });
      const claim = await store.insert(lead, t0 + 30_000);
      const reply = { status: 400, body: { statusCode: 400 } };
      await store.settle(
        claim!,
        status === 'delivered'
          ? { status, at: at(settledAt) }
          : status === 'rejected'
            ? { status, at: at(settledAt), reply }
            : { status, at: at(settledAt), error: 'timeout' },
      );
      return lead.id;
    };
    await settle('delivered', old);
    await settle('rejected', old);
    const recent = await settle('delivered', t0 - 86_400_000);
    const failed = await settle('failed', old);
    const kept = newLead({ status: 'kept', createdAt: at(old) });
    await store.insert(kept);

    expect(await store.deleteSettledBefore(at(t0 - 30 * 86_400_000))).toBe(2);
    expect((await store.list()).map((l) => l.id).sort()).toEqual([recent, failed, kept.id].sort());
  });

  it('purges every lead created before a date except the pending ones, and counts them', async () => {
    const old = at(t0 - 90 * 86_400_000);
    await store.insert(newLead({ status: 'kept', createdAt: old }));
    await store.insert(newLead({ status: 'kept', createdAt: old }));
    const failing = await store.insert(newLead({ createdAt: old }), t0 + 30_000);
    await store.settle(failing!, { status: 'failed', at: at(t0), error: 'timeout' });
    const pending = newLead({ createdAt: old });
    await store.insert(pending);
    const recent = newLead({ status: 'kept' });
    await store.insert(recent);

    expect(await store.purgeCreatedBefore(at(t0 - 86_400_000))).toEqual({ kept: 2, failed: 1 });
    expect((await store.list()).map((l) => l.id).sort()).toEqual([pending.id, recent.id].sort());
  });

  it('hands each of many claimants a different lead: no lead is claimed twice', async () => {
    const leads = Array.from({ length: 20 }, () => newLead());
    for (const lead of leads) await store.insert(lead);
    const other = await open();
    try {
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? other : store).claimNext(t0, t0 + 30_000)),
      );
      const ids = claims.flatMap((claimed) => (claimed ? [claimed.id] : []));
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    } finally {
      await other.close();
    }
  });

  it('counts one client’s submissions in the store, across every store opened on it', async () => {
    const other = await open();
    try {
      const limits = [store.rateLimiter(3, 60), other.rateLimiter(3, 60)];
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        outcomes.push(
          await limits[i % 2]!.consume('demo_request:203.0.113.7').then(
            () => 'taken',
            () => 'refused',
          ),
        );
      }
      expect(outcomes).toEqual(['taken', 'taken', 'taken', 'refused', 'refused']);
      await expect(limits[0]!.consume('demo_request:203.0.113.8')).resolves.toMatchObject({
        remainingPoints: 2,
      });
    } finally {
      await other.close();
    }
  });

  it('probes a write', async () => {
    await expect(store.probe()).resolves.toBeUndefined();
  });
});
