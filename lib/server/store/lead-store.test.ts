import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Claim, Destination, LeadStore, NewLead, Settlement } from './lead-store';
import { testStores } from '@/testing/lead-stores';

const t0 = Date.parse('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();
const lease = t0 + 30_000;

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha@example.in',
    payload: { name: 'Asha Verma', email: 'asha@example.in', keepInformed: false },
    attribution: { first: { utm_source: 'google', landingPath: '/services/whatsapp', at: 'x' } },
    destinations: ['upstream'],
    createdAt: at(t0),
    ...overrides,
  };
}

const upstream: Destination[] = ['upstream'];
const everywhere: Destination[] = ['upstream', 'email', 'webhook'];
const delivered = (ms: number): Settlement => ({ status: 'delivered', at: at(ms) });
const refusal = { status: 422, body: { statusCode: 422, message: 'Mobile number invalid' } };

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

  /** Inserts a lead claimed for each of its destinations, by destination. */
  async function insertClaimed(lead: NewLead) {
    const claims = await store.insert(lead, lease);
    return Object.fromEntries(claims.map((claim) => [claim.destination, claim])) as Record<
      Destination,
      Claim
    >;
  }

  it('keeps a lead with no destination as sent, and never hands it out', async () => {
    const lead = newLead({ destinations: [] });
    expect(await store.insert(lead, lease)).toEqual([]);
    expect(await store.list()).toEqual([
      {
        id: lead.id,
        kind: 'demo_request',
        email: 'asha@example.in',
        payload: lead.payload,
        attribution: lead.attribution,
        status: 'kept',
        createdAt: lead.createdAt,
        deliveries: [],
      },
    ]);
    expect(await store.claimNext(t0 + 1, lease, everywhere)).toBeUndefined();
  });

  it('hands each delivery back claimed by the request that stored it, and no one else takes it', async () => {
    const lead = newLead({ destinations: everywhere });
    const claims = await store.insert(lead, lease);
    expect(claims.map((claim) => claim.destination)).toEqual(everywhere);
    expect(claims[0]).toMatchObject({ leadId: lead.id, until: lease });
    expect(await store.claimNext(t0 + 5_000, t0 + 35_000, everywhere)).toBeUndefined();
    for (const claim of claims) expect(await store.isClaimHeld(claim, t0 + 13_000)).toBe(true);
    expect((await store.list())[0]).toMatchObject({
      status: 'pending',
      deliveries: everywhere.map((destination) => ({ destination, status: 'pending' })),
    });
  });

  it('lends a due delivery to one claimant at a time, until its lease runs out', async () => {
    const lead = newLead();
    await store.insert(lead);
    const first = await store.claimNext(t0, t0 + 30_000, upstream);
    expect(first).toMatchObject({ lead: { id: lead.id, payload: lead.payload }, attempts: 0 });
    expect(await store.claimNext(t0 + 1_000, t0 + 31_000, upstream)).toBeUndefined();
    // A delivery never starts on a lease about to end.
    expect(await store.isClaimHeld(first!.claim, t0 + 30_000)).toBe(true);
    expect(await store.isClaimHeld(first!.claim, t0 + 30_001)).toBe(false);
    const second = await store.claimNext(t0 + 30_001, t0 + 60_000, upstream);
    expect(second?.lead.id).toBe(lead.id);
    expect(second?.claim.token).not.toBe(first?.claim.token);
  });

  it('claims one delivery at a time, the longest due first, only when due, only to the destinations asked', async () => {
    const later = newLead({ createdAt: at(t0 + 60_000) });
    const first = newLead({ createdAt: at(t0 - 2) });
    const second = newLead({ createdAt: at(t0 - 1), destinations: ['email'] });
    for (const lead of [later, second, first]) await store.insert(lead);
    expect(await store.claimNext(t0, lease, ['webhook'])).toBeUndefined();
    expect((await store.claimNext(t0, lease, everywhere))?.lead.id).toBe(first.id);
    expect(await store.claimNext(t0, lease, upstream)).toBeUndefined();
    expect(await store.claimNext(t0, lease, ['email'])).toMatchObject({
      lead: { id: second.id },
      destination: 'email',
    });
    expect(await store.claimNext(t0, lease, everywhere)).toBeUndefined();
  });

  it('lets only the holder of a claim change its delivery, and only while it is pending', async () => {
    const lead = newLead();
    await store.insert(lead);
    const stale = (await store.claimNext(t0, t0 + 30_000, upstream))!.claim;
    const current = (await store.claimNext(t0 + 30_001, t0 + 60_000, upstream))!.claim;

    expect(await store.settle(stale, delivered(t0 + 31_000))).toBe(false);
    expect(await store.isClaimHeld(stale, t0 + 31_000)).toBe(false);
    expect((await store.list())[0]).toMatchObject({
      status: 'pending',
      deliveries: [{ status: 'pending', attempts: 0 }],
    });

    expect(await store.settle(current, delivered(t0 + 31_000))).toBe(true);
    expect(await store.settle(current, delivered(t0 + 31_000))).toBe(false);
    const forged: Claim = { ...current, token: randomUUID() };
    expect(await store.settle(forged, { status: 'failed', at: at(t0), error: 'x' })).toBe(false);
    expect((await store.list())[0]).toMatchObject({
      status: 'delivered',
      settledAt: at(t0 + 31_000),
      deliveries: [{ status: 'delivered', attempts: 1, settledAt: at(t0 + 31_000) }],
    });
  });

  it('records a failed attempt and when to try again, then the delivery', async () => {
    const lead = newLead();
    await store.insert(lead);
    const { claim } = (await store.claimNext(t0, t0 + 30_000, upstream))!;
    const retry = { status: 'pending', error: 'http_429', nextAttemptAt: t0 + 20_000 } as const;
    expect(await store.settle(claim, retry)).toBe(true);
    expect(await store.claimNext(t0 + 10_000, t0 + 40_000, upstream)).toBeUndefined();
    const again = await store.claimNext(t0 + 20_000, t0 + 50_000, upstream);
    expect(again).toMatchObject({ attempts: 1 });
    expect((await store.list('pending'))[0]!.deliveries).toMatchObject([
      { attempts: 1, lastError: 'http_429', nextAttemptAt: t0 + 20_000 },
    ]);
    await store.settle(again!.claim, delivered(t0 + 21_000));
    expect(await store.list('delivered')).toMatchObject([
      { id: lead.id, deliveries: [{ attempts: 2 }] },
    ]);
    expect(await store.stats(at(t0))).toMatchObject({ pending: 0, rejected: 0, failed: 0 });
  });

  it('settles a lead only when every delivery has settled, with the worst outcome', async () => {
    const lead = newLead({ destinations: everywhere });
    const claims = await insertClaimed(lead);
    await store.settle(claims.upstream, delivered(t0 + 1_000));
    expect((await store.list())[0]).toMatchObject({ status: 'pending' });
    await store.settle(claims.webhook, { status: 'rejected', at: at(t0 + 2_000), reply: refusal });
    expect((await store.list())[0]).toMatchObject({ status: 'pending' });
    expect((await store.list())[0]!.settledAt).toBeUndefined();
    await store.settle(claims.email, { status: 'failed', at: at(t0 + 3_000), error: 'smtp_421' });
    expect((await store.list())[0]).toMatchObject({
      status: 'failed',
      settledAt: at(t0 + 3_000),
      deliveries: [
        { destination: 'upstream', status: 'delivered' },
        { destination: 'email', status: 'failed', lastError: 'smtp_421' },
        { destination: 'webhook', status: 'rejected', reply: refusal },
      ],
    });

    const refused = newLead({ destinations: ['upstream', 'email'] });
    const refusedClaims = await insertClaimed(refused);
    await store.settle(refusedClaims.upstream, { status: 'rejected', at: at(t0), reply: refusal });
    await store.settle(refusedClaims.email, delivered(t0 + 5_000));
    expect(await store.list('rejected')).toMatchObject([
      { id: refused.id, settledAt: at(t0 + 5_000) },
    ]);
    // A settled delivery is never claimed again.
    expect(await store.claimNext(t0 + 99_999_999, t0 + 99_999_999, everywhere)).toBeUndefined();
  });

  it('counts what the health check reports: pending, kept, failed, refusals, each destination', async () => {
    await store.insert(
      newLead({ createdAt: '2026-11-22T09:00:00.000Z', destinations: everywhere }),
    );
    await store.insert(newLead({ createdAt: '2026-11-22T09:30:00.000Z' }));
    await store.insert(newLead({ destinations: [] }));
    for (const settledAt of [t0 - 25 * 3_600_000, t0 - 3_600_000]) {
      const claims = await insertClaimed(newLead());
      await store.settle(claims.upstream, {
        status: 'rejected',
        at: at(settledAt),
        reply: refusal,
      });
    }
    const failing = await insertClaimed(newLead({ destinations: ['email'] }));
    await store.settle(failing.email, { status: 'failed', at: at(t0), error: 'smtp_421' });

    expect(await store.stats(at(t0 - 24 * 3_600_000))).toEqual({
      pending: 2,
      oldestPendingCreatedAt: '2026-11-22T09:00:00.000Z',
      rejected: 1,
      kept: 1,
      failed: 3,
      destinations: {
        upstream: { pending: 2, oldestPendingCreatedAt: '2026-11-22T09:00:00.000Z' },
        email: { pending: 1, oldestPendingCreatedAt: '2026-11-22T09:00:00.000Z' },
        webhook: { pending: 1, oldestPendingCreatedAt: '2026-11-22T09:00:00.000Z' },
      },
    });
  });

  it('lists newest first, by status', async () => {
    const older = newLead({ destinations: [] });
    const newer = newLead({ destinations: [] });
    const pending = newLead();
    for (const lead of [older, newer, pending]) await store.insert(lead);
    expect((await store.list()).map((l) => l.id)).toEqual([pending.id, newer.id, older.id]);
    expect((await store.list('kept')).map((l) => l.id)).toEqual([newer.id, older.id]);
    expect((await store.list('pending'))[0]!.deliveries).toHaveLength(1);
  });

  it('forgets every lead of an address, whatever its case, and a claim on one is void', async () => {
    await store.insert(newLead({ destinations: [] }));
    await store.insert(
      newLead({
        email: 'Asha@Example.in',
        kind: 'newsletter_subscription',
        destinations: ['upstream', 'email'],
      }),
    );
    await store.insert(newLead({ email: 'ravi@example.in', createdAt: at(t0 + 60_000) }));
    const claimed = (await store.claimNext(t0, t0 + 30_000, everywhere))!;
    expect(claimed.lead.email).toBe('Asha@Example.in');

    expect(await store.forget('ASHA@example.IN', t0 + 1_000)).toEqual({
      removed: 2,
      claimed: 1,
      files: expect.any(String),
      erasureId: expect.any(String),
      handedTo: ['upstream', 'email'],
      notices: ['email'],
    });
    expect((await store.list()).map((l) => l.email)).toEqual(['ravi@example.in']);
    expect(await store.isClaimHeld(claimed.claim, t0 + 1_000)).toBe(false);
    expect(await store.settle(claimed.claim, delivered(t0))).toBe(false);
    expect(await store.claimNext(t0 + 1, lease, ['email'])).toBeUndefined();
    expect(await store.forget('asha@example.in', t0)).toMatchObject({
      removed: 0,
      claimed: 0,
      handedTo: [],
      notices: [],
    });
  });

  it('tells each destination that had the leads of an erased address, then drops the address', async () => {
    const lead = newLead({ destinations: ['upstream', 'webhook'] });
    await store.insert(lead);
    await store.insert(newLead({ email: 'ravi@example.in' }));
    const erased = await store.forget('asha@example.in', t0 + 1_000);
    expect(erased).toMatchObject({ removed: 1, handedTo: ['upstream', 'webhook'] });
    // Sales is emailed for the upstream, which has no erase call; the webhook gets its event.
    expect(erased.notices).toEqual(['email', 'webhook']);

    const notice = (await store.claimNext(t0 + 1_000, lease, ['email']))!;
    expect(notice.lead).toEqual({
      id: erased.erasureId,
      kind: 'erasure',
      email: 'asha@example.in',
      leadIds: [lead.id],
      handedTo: ['upstream', 'webhook'],
      createdAt: at(t0 + 1_000),
    });
    // Notices are not leads: the listing, the counts and the retention leave them alone.
    expect((await store.list()).map((l) => l.email)).toEqual(['ravi@example.in']);
    expect((await store.stats(at(t0))).destinations.email).toBeUndefined();
    await store.deleteSettledBefore(at(t0 + 10 * 86_400_000));

    expect(await store.settle(notice.claim, delivered(t0 + 2_000))).toBe(true);
    await store.releaseErasedAddress(erased.erasureId);
    const [record] = await store.erasures();
    expect(record).toMatchObject({ state: 'erased', leadCount: 1 });
    expect(await store.erasureStats(t0)).toMatchObject({ telling: 1 });

    const webhook = (await store.claimNext(t0 + 1_000, lease, ['webhook']))!;
    expect(webhook.lead).toMatchObject({ kind: 'erasure', email: 'asha@example.in' });
    // A refused notice is the erasure's, not a lead's: the lead counts do not move.
    expect(
      await store.settle(webhook.claim, { status: 'rejected', at: at(t0 + 2_000), reply: refusal }),
    ).toBe(true);
    expect(await store.stats(at(t0))).toMatchObject({ failed: 0, rejected: 0 });
    await store.releaseErasedAddress(erased.erasureId);
    const [told] = await store.erasures();
    expect(told).toMatchObject({
      state: 'erased',
      leadCount: 1,
      handedTo: ['upstream', 'webhook'],
      addressHash: await store.addressHash('ASHA@example.in'),
      notices: [
        { destination: 'email', status: 'delivered' },
        { destination: 'webhook', status: 'rejected' },
      ],
    });
    expect(told).not.toHaveProperty('email');
    expect(await store.erasureStats(t0)).toEqual({
      awaitingConfirmation: 0,
      awaitingOperator: 0,
      telling: 0,
    });
    // No copy of the address is left in any table.
    expect(JSON.stringify(await store.erasures())).not.toContain('asha@');
  });

  it('takes a link once, before it expires, and erases what the address had', async () => {
    await store.insert(newLead({ destinations: [] }));
    const request = (tokenHash: string, expiresAt: number) =>
      store.requestErasure('Asha@example.in', t0, { link: { tokenHash, expiresAt, locale: 'en' } });
    await request('hash-of-live-token', t0 + 86_400_000);
    await request('hash-of-old-token', t0 + 1_000);
    expect(await store.erasureStats(t0)).toMatchObject({ awaitingConfirmation: 2 });

    expect(await store.confirmErasure('hash-of-old-token', t0 + 1_000)).toBeUndefined();
    expect(await store.confirmErasure('hash-of-forged-token', t0)).toBeUndefined();
    const confirmed = await store.confirmErasure('hash-of-live-token', t0 + 2_000);
    expect(confirmed).toEqual({ id: expect.any(String), email: 'Asha@example.in' });
    expect(await store.confirmErasure('hash-of-live-token', t0 + 3_000)).toBeUndefined();

    // The request that confirmed crashed before erasing: the tidy-up finishes it.
    await store.tidyErasures(t0 + 10 * 60_000, 365);
    expect(await store.list()).toEqual([]);
    const records = await store.erasures();
    expect(records).toEqual([
      expect.objectContaining({ id: confirmed!.id, state: 'erased', leadCount: 1, notices: [] }),
    ]);
    expect(JSON.stringify(records)).not.toMatch(/asha@/i);
    // A year on, the record goes too.
    await store.tidyErasures(t0 + 366 * 86_400_000, 365);
    expect(await store.erasures()).toEqual([]);
  });

  it('deletes delivered and rejected leads settled before a time, and nothing else', async () => {
    const old = t0 - 31 * 86_400_000;
    const settle = async (status: 'delivered' | 'rejected' | 'failed', settledAt: number) => {
      const lead = newLead({ createdAt: at(old), destinations: ['upstream', 'webhook'] });
      const claims = await insertClaimed(lead);
      await store.settle(claims.webhook, delivered(old));
      await store.settle(
        claims.upstream,
        status === 'delivered'
          ? delivered(settledAt)
          : status === 'rejected'
            ? { status, at: at(settledAt), reply: refusal }
            : { status, at: at(settledAt), error: 'timeout' },
      );
      return lead.id;
    };
    await settle('delivered', old);
    await settle('rejected', old);
    const recent = await settle('delivered', t0 - 86_400_000);
    const failed = await settle('failed', old);
    const kept = newLead({ destinations: [], createdAt: at(old) });
    await store.insert(kept);
    // One delivery settled long ago, the other still pending: not settled.
    const half = newLead({ createdAt: at(old), destinations: ['upstream', 'email'] });
    await store.settle((await insertClaimed(half)).upstream, delivered(old));

    expect(await store.deleteSettledBefore(at(t0 - 30 * 86_400_000))).toBe(2);
    expect((await store.list()).map((l) => l.id).sort()).toEqual(
      [recent, failed, kept.id, half.id].sort(),
    );
    expect(await store.stats(at(t0))).toMatchObject({ failed: 1, kept: 1, pending: 1 });
  });

  it('keeps what it handed to whom after retention, under the hash, and an erasure still tells them', async () => {
    const lead = newLead({ destinations: ['upstream', 'webhook'] });
    const claims = await insertClaimed(lead);
    await store.settle(claims.upstream, delivered(t0));
    await store.settle(claims.webhook, delivered(t0));
    expect(await store.deleteSettledBefore(at(t0 + 31 * 86_400_000))).toBe(1);
    expect(await store.list()).toEqual([]);
    const erased = await store.forget('Asha@example.in', t0 + 31 * 86_400_000);
    expect(erased).toMatchObject({ removed: 0, handedTo: ['upstream', 'webhook'] });
    expect(erased.notices).toEqual(['email', 'webhook']);
    const notice = await store.claimNext(t0 + 32 * 86_400_000, lease, ['webhook']);
    expect(notice?.lead).toMatchObject({ kind: 'erasure', leadIds: [lead.id] });
    // Told once: the record of the copies went with the erasure.
    expect(await store.forget('asha@example.in', t0)).toMatchObject({ handedTo: [] });

    // Past the recipients' period, the record goes by itself.
    const later = newLead({ destinations: ['webhook'] });
    await store.settle((await insertClaimed(later)).webhook, delivered(t0));
    await store.deleteSettledBefore(at(t0 + 1));
    await store.tidyErasures(t0 + 91 * 86_400_000, 90);
    expect(await store.forget('asha@example.in', t0)).toMatchObject({ handedTo: [] });
  });

  it('withdraws one choice: every lead of the address records it, and the holders are told', async () => {
    const lead = newLead({ destinations: ['webhook'], payload: { keepInformed: true, x: 1 } });
    await store.insert(lead);
    await store.requestErasure('ASHA@example.in', t0, { choice: 'keepInformed' });
    const done = await store.forget('asha@example.in', t0 + 1_000, { choice: 'keepInformed' });
    expect(done).toMatchObject({ removed: 1, notices: ['webhook'], claimed: 0 });
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      payload: { keepInformed: false, x: 1 },
      consentWithdrawn: { keepInformed: at(t0 + 1_000) },
      deliveries: [{ status: 'pending' }],
    });
    // The pending delivery carries the new choice, then the holders are told.
    const claim = async () => (await store.claimNext(t0 + 1_000, lease, ['webhook']))?.lead;
    expect(await claim()).toMatchObject({ id: lead.id, payload: { keepInformed: false } });
    expect(await claim()).toMatchObject({ choice: 'keepInformed', leadIds: [lead.id] });
    // The operator's request for that choice is the record: none is left waiting.
    expect(await store.erasures()).toMatchObject([{ state: 'erased', choice: 'keepInformed' }]);
  });

  it('purges every lead created before a date except the pending ones, and counts them', async () => {
    const old = at(t0 - 90 * 86_400_000);
    await store.insert(newLead({ destinations: [], createdAt: old }));
    await store.insert(newLead({ destinations: [], createdAt: old }));
    const failing = await insertClaimed(newLead({ createdAt: old }));
    await store.settle(failing.upstream, { status: 'failed', at: at(t0), error: 'timeout' });
    const pending = newLead({ createdAt: old });
    await store.insert(pending);
    const recent = newLead({ destinations: [] });
    await store.insert(recent);

    expect(await store.purgeCreatedBefore(at(t0 - 86_400_000))).toEqual({ kept: 2, failed: 1 });
    expect((await store.list()).map((l) => l.id).sort()).toEqual([pending.id, recent.id].sort());
    expect(await store.stats(at(t0))).toMatchObject({ failed: 0, kept: 1 });
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
});
