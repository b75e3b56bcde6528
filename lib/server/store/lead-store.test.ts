import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from './lead-store';
import { postgresLeadStore } from './postgres-store';
import { sqliteLeadStore } from './sqlite-store';
import { freshPostgresDatabase } from './test-database';

/** A fresh, empty store of each kind; the same tests run against both. */
const stores: [string, () => Promise<{ store: LeadStore; drop(): Promise<void> }>][] = [
  [
    'SQLite',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'lead-store-'));
      const store = sqliteLeadStore(join(folder, 'data'));
      return {
        store,
        drop: async () => {
          await store.close();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase();
      const store = await postgresLeadStore(database.url);
      return {
        store,
        drop: async () => {
          await store.close();
          await database.drop();
        },
      };
    },
  ],
];

const t0 = Date.parse('2026-11-22T10:00:00Z');

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    kind: 'demo_request',
    email: 'asha@example.in',
    payload: { name: 'Asha Verma', email: 'asha@example.in', keepInformed: false },
    attribution: { first: { utm_source: 'google', landingPath: '/services/whatsapp', at: 'x' } },
    status: 'pending',
    nextAttemptAt: t0,
    createdAt: new Date(t0).toISOString(),
    ...overrides,
  };
}

describe.each(stores)('the lead store on %s', (_, open) => {
  let store: LeadStore;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ store, drop } = await open());
  });
  afterEach(() => drop());

  it('keeps what it is given: payload, attribution and opt-ins as sent', async () => {
    const lead = newLead({ status: 'kept', nextAttemptAt: undefined });
    await store.insert(lead);
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
    expect(await store.claimDue(t0 + 1, t0 + 30_000, 10)).toEqual([]);
  });

  it('lends a due lead to one claimant at a time, until its lease runs out', async () => {
    const lead = newLead();
    await store.insert(lead);
    const [claimed] = await store.claimDue(t0, t0 + 30_000, 10);
    expect(claimed?.id).toBe(lead.id);
    expect(await store.claimDue(t0 + 1_000, t0 + 31_000, 10)).toEqual([]);
    expect((await store.claimDue(t0 + 30_001, t0 + 60_000, 10)).map((l) => l.id)).toEqual([
      lead.id,
    ]);
  });

  it('leaves a lead leased by the request that stored it to that request', async () => {
    await store.insert(newLead({ leaseUntil: t0 + 30_000 }));
    expect(await store.claimDue(t0 + 5_000, t0 + 35_000, 10)).toEqual([]);
  });

  it('takes only leads that are due, oldest due first, at most the limit', async () => {
    const later = newLead({ nextAttemptAt: t0 + 60_000 });
    const first = newLead({ nextAttemptAt: t0 - 2 });
    const second = newLead({ nextAttemptAt: t0 - 1 });
    for (const lead of [later, second, first]) await store.insert(lead);
    expect((await store.claimDue(t0, t0 + 30_000, 1)).map((l) => l.id)).toEqual([first.id]);
    expect((await store.claimDue(t0, t0 + 30_000, 10)).map((l) => l.id)).toEqual([second.id]);
  });

  it('records a failed attempt and when to try again, then the delivery', async () => {
    const lead = newLead();
    await store.insert(lead);
    await store.claimDue(t0, t0 + 30_000, 10);
    await store.markAttemptFailed(lead.id, 'http_5xx', t0 + 20_000);
    expect(await store.claimDue(t0 + 10_000, t0 + 40_000, 10)).toEqual([]);
    const [retry] = await store.claimDue(t0 + 20_000, t0 + 50_000, 10);
    expect(retry).toMatchObject({ attempts: 1, lastError: 'http_5xx', status: 'pending' });
    await store.markDelivered(lead.id, new Date(t0 + 21_000).toISOString());
    expect(await store.list('delivered')).toMatchObject([{ id: lead.id, attempts: 2 }]);
    expect(await store.pendingStats()).toEqual({ pending: 0 });
  });

  it('marks a lead failed for good, still listed, when no next attempt is given', async () => {
    const lead = newLead();
    await store.insert(lead);
    await store.markAttemptFailed(lead.id, 'timeout', undefined);
    expect(await store.list('failed')).toMatchObject([{ id: lead.id, lastError: 'timeout' }]);
    expect(await store.claimDue(t0 + 99_999_999, t0 + 99_999_999, 10)).toEqual([]);
  });

  it('counts the pending leads and the oldest one', async () => {
    await store.insert(newLead({ createdAt: '2026-11-22T09:00:00.000Z' }));
    await store.insert(newLead({ createdAt: '2026-11-22T09:30:00.000Z' }));
    await store.insert(newLead({ status: 'kept' }));
    expect(await store.pendingStats()).toEqual({
      pending: 2,
      oldestCreatedAt: '2026-11-22T09:00:00.000Z',
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

  it('forgets every lead of an address, whatever its case, and says how many', async () => {
    await store.insert(newLead());
    await store.insert(newLead({ email: 'Asha@Example.in', kind: 'newsletter_subscription' }));
    await store.insert(newLead({ email: 'ravi@example.in' }));
    expect(await store.forget('asha@example.in')).toBe(2);
    expect((await store.list()).map((l) => l.email)).toEqual(['ravi@example.in']);
    expect(await store.forget('asha@example.in')).toBe(0);
  });

  it('counts submissions per key in fixed one-minute windows', async () => {
    const key = 'demo_request 203.0.113.7';
    expect(await store.countSubmission(key, t0, 60_000)).toEqual({ count: 1, windowStart: t0 });
    expect(await store.countSubmission(key, t0 + 59_999, 60_000)).toEqual({
      count: 2,
      windowStart: t0,
    });
    expect(await store.countSubmission('other', t0 + 1, 60_000)).toMatchObject({ count: 1 });
    expect(await store.countSubmission(key, t0 + 60_000, 60_000)).toEqual({
      count: 1,
      windowStart: t0 + 60_000,
    });
  });

  it('probes a write', async () => {
    await expect(store.probe()).resolves.toBeUndefined();
  });
});
