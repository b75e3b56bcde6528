import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { leadStoreOn, type Lead, type LeadStore } from './lead-store';
import { leadsWithClaims } from './migrations/002-leads-with-claims';
import { openPostgresDatabase } from './postgres-database';
import type { StoreSchema } from './schema';
import { LEADS_FILE, openSqliteDatabase } from './sqlite-database';
import { freshPostgresDatabase } from '@/testing/lead-stores';

// The schema of each earlier version of the store, as it shipped, with a lead in each status.
const firstVersion = `CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, email TEXT NOT NULL,
  payload TEXT NOT NULL, created_at TEXT NOT NULL)`;

const outboxVersion = (dialect: 'sqlite' | 'postgres') => `
CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
INSERT INTO schema_migrations VALUES ('001_outbox', '2026-11-01T00:00:00.000Z');
CREATE TABLE leads (
  seq ${dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'},
  id TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, email TEXT NOT NULL, payload TEXT NOT NULL,
  attribution TEXT,
  status TEXT NOT NULL CHECK (status IN ('kept', 'pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at BIGINT,
  lease_until BIGINT, created_at TEXT NOT NULL, delivered_at TEXT);
CREATE INDEX leads_due ON leads (status, next_attempt_at);
CREATE INDEX leads_email ON leads (${dialect === 'postgres' ? 'lower(email)' : 'email'});
CREATE TABLE rate_windows (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL);
INSERT INTO leads (id, kind, email, payload, status, attempts, next_attempt_at, created_at, delivered_at) VALUES
  ('a', 'demo_request', 'kept@example.in', '{"name":"Kept"}', 'kept', 0, NULL, '2026-11-01T01:00:00.000Z', NULL),
  ('b', 'demo_request', 'due@example.in', '{"name":"Due"}', 'pending', 2, 1795000000000, '2026-11-01T02:00:00.000Z', NULL),
  ('c', 'newsletter_subscription', 'sent@example.in', '{}', 'delivered', 1, NULL, '2026-11-01T03:00:00.000Z', '2026-11-01T03:00:01.000Z');`;

const expectedLeads = [
  {
    id: 'c',
    status: 'delivered',
    settledAt: '2026-11-01T03:00:01.000Z',
    deliveries: [{ destination: 'upstream', status: 'delivered', attempts: 1 }],
  },
  {
    id: 'b',
    status: 'pending',
    deliveries: [{ status: 'pending', attempts: 2, nextAttemptAt: 1795000000000 }],
  },
  { id: 'a', status: 'kept', payload: { name: 'Kept' }, deliveries: [] },
];

/** How the runner before Kysely's Migrator recorded the steps it had applied. */
const runnerRecordOf002 = [
  'CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  "INSERT INTO schema_migrations VALUES ('002_claims_and_retention', '2026-11-20T00:00:00.000Z')",
];

/** Leads in every status, as the release before destinations (002) stored them. */
const claimsVersionLeads = `INSERT INTO leads (id, kind, email, payload, attribution, status,
    attempts, last_error, next_attempt_at, lease_until, lease_token, upstream_reply, created_at,
    settled_at) VALUES
  ('k', 'demo_request', 'kept@example.in', '{"name":"Kept"}', '{"formPath":"/contact"}', 'kept', 0, NULL, NULL, NULL, NULL, NULL, '2026-11-20T01:00:00.000Z', NULL),
  ('p', 'demo_request', 'due@example.in', '{"name":"Due"}', NULL, 'pending', 3, 'http_503', 1795000000000, 1795000030000, 'token-p', NULL, '2026-11-20T02:00:00.000Z', NULL),
  ('d', 'newsletter_subscription', 'sent@example.in', '{"email":"sent@example.in"}', NULL, 'delivered', 1, NULL, NULL, NULL, NULL, NULL, '2026-11-20T03:00:00.000Z', '2026-11-20T03:00:01.000Z'),
  ('r', 'demo_request', 'refused@example.in', '{"name":"Refused"}', NULL, 'rejected', 1, NULL, NULL, NULL, NULL, '{"status":422,"body":{"statusCode":422,"message":"Bad mobile"}}', '2026-11-20T04:00:00.000Z', '2026-11-20T04:00:01.000Z'),
  ('f', 'demo_request', 'lost@example.in', '{"name":"Lost"}', NULL, 'failed', 900, 'timeout', NULL, NULL, NULL, NULL, '2026-11-20T05:00:00.000Z', '2026-11-27T05:00:00.000Z')`;

const claimsVersionExpected = [
  {
    id: 'f',
    status: 'failed',
    settledAt: '2026-11-27T05:00:00.000Z',
    deliveries: [
      {
        destination: 'upstream',
        status: 'failed',
        attempts: 900,
        lastError: 'timeout',
        settledAt: '2026-11-27T05:00:00.000Z',
      },
    ],
  },
  {
    id: 'r',
    status: 'rejected',
    deliveries: [
      {
        status: 'rejected',
        reply: { status: 422, body: { statusCode: 422, message: 'Bad mobile' } },
      },
    ],
  },
  { id: 'd', status: 'delivered', deliveries: [{ status: 'delivered', attempts: 1 }] },
  {
    id: 'p',
    status: 'pending',
    deliveries: [
      { status: 'pending', attempts: 3, lastError: 'http_503', nextAttemptAt: 1795000000000 },
    ],
  },
  {
    id: 'k',
    status: 'kept',
    payload: { name: 'Kept' },
    attribution: { formPath: '/contact' },
    deliveries: [],
  },
];

const allSteps = ['002_claims_and_retention', '003_deliveries_per_destination', '004_erasures'];

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'migrations-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a store of an earlier version, opened by this one', () => {
  it('SQLite of the first version: its leads stay, as kept, with ids', async () => {
    mkdirSync(join(root, 'data'));
    const first = new Database(join(root, 'data', LEADS_FILE));
    first.exec(firstVersion);
    first
      .prepare('INSERT INTO leads (kind, email, payload, created_at) VALUES (?, ?, ?, ?)')
      .run('demo_request', 'old@example.in', '{"name":"Old Lead"}', '2026-01-02T03:04:05.000Z');
    first.close();

    const store = leadStoreOn(await openSqliteDatabase(join(root, 'data')));
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      kind: 'demo_request',
      email: 'old@example.in',
      payload: { name: 'Old Lead' },
      status: 'kept',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(kept?.id).toMatch(/^[0-9a-f-]{36}$/);
    await store.close();
    const again = leadStoreOn(await openSqliteDatabase(join(root, 'data')));
    expect(await again.list()).toHaveLength(1);
    await again.close();
  });

  it('SQLite of the outbox version: every lead and status kept, the email index on lower(email)', async () => {
    mkdirSync(join(root, 'data'));
    const file = join(root, 'data', LEADS_FILE);
    const old = new Database(file);
    old.exec(outboxVersion('sqlite'));
    old.close();

    const store = leadStoreOn(await openSqliteDatabase(join(root, 'data')));
    expect(await store.list()).toMatchObject(expectedLeads);
    await store.close();
    const database = new Database(file, { readonly: true });
    const plan = database
      .prepare("EXPLAIN QUERY PLAN DELETE FROM leads WHERE lower(email) = lower('x@example.in')")
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toContain('USING INDEX leads_email');
    const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).toContainEqual({ name: 'rate_limits' });
    expect(tables).not.toContainEqual({ name: 'rate_windows' });
    database.close();
  });

  it('PostgreSQL of the outbox version: every lead and status kept', async () => {
    const database = await freshPostgresDatabase();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(outboxVersion('postgres'));
      const store = leadStoreOn(await openPostgresDatabase(database.url));
      expect(await store.list()).toMatchObject(expectedLeads);
      await store.close();
      const { rows } = await admin.query<{ name: string }>(
        'SELECT name FROM kysely_migration ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toEqual(allSteps);
    } finally {
      await admin.end();
      await database.drop();
    }
  });

  it('instances that start together on one PostgreSQL migrate it once', async () => {
    const database = await freshPostgresDatabase();
    try {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => openPostgresDatabase(database.url)),
      );
      await Promise.all(stores.map((store) => store.close()));
      const fresh = leadStoreOn(await openPostgresDatabase(database.url));
      expect(await fresh.list()).toEqual([]);
      await fresh.close();
    } finally {
      await database.drop();
    }
  });

  it.each(['sqlite', 'postgres'] as const)(
    '%s of the release before destinations: every lead intact, the claim kept, the upstream its destination',
    async (dialect) => {
      const postgres = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
      const folder = join(root, 'data');
      const open = () =>
        postgres ? openPostgresDatabase(postgres.url) : openSqliteDatabase(folder);
      try {
        // The store as that release made it: its runner's record of 002, the step, its leads.
        const before = postgres ? bareKysely(postgres.url) : bareKysely(folder);
        for (const statement of runnerRecordOf002) await sql.raw(statement).execute(before);
        await leadsWithClaims.up(before, dialect);
        await sql.raw(claimsVersionLeads).execute(before);
        await before.destroy();

        const store = leadStoreOn(await open());
        try {
          expect(await store.list()).toMatchObject(claimsVersionExpected);
          // The claim the pending lead was under still holds, and no one else takes it.
          const claim = {
            leadId: 'p',
            destination: 'upstream',
            token: 'token-p',
            until: 1795000030000,
          } as const;
          expect(await store.isClaimHeld(claim, 1795000030000)).toBe(true);
          expect(await store.claimNext(1795000000001, 1795000060000, ['upstream'])).toBeUndefined();
          expect(await store.stats('2026-11-19T00:00:00.000Z')).toMatchObject({
            pending: 1,
            kept: 1,
            failed: 2,
          });
        } finally {
          await store.close();
        }
      } finally {
        await postgres?.drop();
      }
    },
  );
});

/**
 * Stores that the release before Kysely's Migrator made (`fixtures/`), with a lead in every status
 * and a delivery in every state, one still under a claim: made by its own migrations and lead
 * store (fixtures/make-fixtures.ts, in the commit that added them), the PostgreSQL one as pg_dump
 * wrote it.
 */
const fixture = (name: string) => new URL(`fixtures/${name}`, import.meta.url);
const fixtureAttribution = { formPath: '/contact', utmSource: 'fixture' };
const fixtureLead = (id: string, hour: number) => ({
  id,
  kind: 'demo_request',
  email: `${id}@example.in`,
  payload: { name: `Lead ${id}`, mobile: '+919800000000' },
  attribution: fixtureAttribution,
  createdAt: `2026-11-20T0${hour}:00:00.000Z`,
});
const fixtureLeads: Lead[] = [
  {
    id: 'newsletter',
    kind: 'newsletter_subscription',
    email: 'Reader@Example.in',
    payload: { email: 'Reader@Example.in' },
    attribution: fixtureAttribution,
    createdAt: '2026-11-20T06:00:00.000Z',
    status: 'pending',
    deliveries: [
      { destination: 'email', status: 'pending', attempts: 0, nextAttemptAt: 1795154400000 },
    ],
  },
  {
    ...fixtureLead('pending', 5),
    kind: 'demo_request',
    status: 'pending',
    deliveries: [
      {
        destination: 'upstream',
        status: 'delivered',
        attempts: 1,
        settledAt: '2026-11-20T05:00:36.000Z',
      },
      {
        destination: 'email',
        status: 'pending',
        attempts: 1,
        lastError: 'smtp_421',
        nextAttemptAt: 1795154400000,
      },
      { destination: 'webhook', status: 'pending', attempts: 0, nextAttemptAt: 1795150800000 },
    ],
  },
  {
    ...fixtureLead('failed', 4),
    kind: 'demo_request',
    status: 'failed',
    settledAt: '2026-11-20T04:00:36.000Z',
    deliveries: [
      {
        destination: 'webhook',
        status: 'failed',
        attempts: 1,
        lastError: 'timeout',
        settledAt: '2026-11-20T04:00:36.000Z',
      },
    ],
  },
  {
    ...fixtureLead('rejected', 3),
    kind: 'demo_request',
    status: 'rejected',
    settledAt: '2026-11-20T03:00:36.000Z',
    deliveries: [
      {
        destination: 'upstream',
        status: 'rejected',
        attempts: 1,
        settledAt: '2026-11-20T03:00:36.000Z',
        reply: { status: 422, body: { statusCode: 422, message: 'Bad mobile' } },
      },
    ],
  },
  {
    ...fixtureLead('delivered', 2),
    kind: 'demo_request',
    status: 'delivered',
    settledAt: '2026-11-20T02:00:36.000Z',
    deliveries: [
      {
        destination: 'upstream',
        status: 'delivered',
        attempts: 1,
        settledAt: '2026-11-20T02:00:36.000Z',
      },
    ],
  },
  { ...fixtureLead('kept', 1), kind: 'demo_request', status: 'kept', deliveries: [] },
];

/** The claim the fixture's pending lead is under, for its webhook delivery. */
const fixtureClaim = (token: string) =>
  ({ leadId: 'pending', destination: 'webhook', token, until: 1795150830000 }) as const;

/** Every lead as the fixture holds it, the claim still held, and the steps each applied once. */
async function expectFixtureIntact(store: LeadStore, claimToken: string) {
  expect(await store.list()).toEqual(fixtureLeads);
  expect(await store.isClaimHeld(fixtureClaim(claimToken), 1795150830000)).toBe(true);
  expect(await store.claimNext(1795150800001, 1795150860000, ['webhook'])).toBeUndefined();
  expect(await store.stats('2026-11-20T00:00:00.000Z')).toMatchObject({
    pending: 2,
    rejected: 1,
    kept: 1,
    failed: 2,
  });
}

describe("a store of the release before Kysely's Migrator, opened by this one", () => {
  it('SQLite: every lead intact; processes that open it together migrate it once', async () => {
    const folder = join(root, 'data');
    mkdirSync(folder);
    const file = join(folder, LEADS_FILE);
    copyFileSync(fixture('store-before-migrator.sqlite'), file);

    // The leads CLI beside a server: two processes open the file together. The file's write lock,
    // held here while they start, makes both wait for it and then take their turns.
    const holder = new Database(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('BEGIN IMMEDIATE');
    const leadsCli = () =>
      promisify(execFile)(process.execPath, ['scripts/leads.mjs', '--csv'], {
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
      });
    const listings = Promise.all([leadsCli(), leadsCli()]);
    await sleep(2_000);
    holder.exec('ROLLBACK');
    holder.close();
    for (const { stdout } of await listings) {
      expect(stdout.trim().split('\n')).toHaveLength(1 + fixtureLeads.length);
    }

    const store = leadStoreOn(await openSqliteDatabase(folder));
    try {
      await expectFixtureIntact(store, 'd4ac0c5d-a877-4fc1-ad8a-b3669a27099f');
    } finally {
      await store.close();
    }
    const database = new Database(file, { readonly: true });
    const steps = database.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
    expect(steps).toEqual(allSteps.map((name) => ({ name })));
    database.close();
  });

  it('PostgreSQL: every lead intact; instances that start together on it migrate it once', async () => {
    const database = await freshPostgresDatabase();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(readFileSync(fixture('store-before-migrator.postgres.sql'), 'utf8'));
      const stores = await Promise.all(
        Array.from({ length: 3 }, () => openPostgresDatabase(database.url).then(leadStoreOn)),
      );
      try {
        await expectFixtureIntact(stores[0]!, '93783629-868a-4c5f-99ad-37df4258e358');
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }

      const again = leadStoreOn(await openPostgresDatabase(database.url));
      expect(await again.list()).toEqual(fixtureLeads);
      await again.close();
      const { rows } = await admin.query<{ name: string }>(
        'SELECT name FROM public.kysely_migration ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toEqual(allSteps);
    } finally {
      await admin.end();
      await database.drop();
    }
  });
});

/** A store's database with none of this release's code: a PostgreSQL URL or a SQLite folder. */
function bareKysely(location: string): Kysely<StoreSchema> {
  if (location.startsWith('postgres')) {
    return new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location }) }),
    });
  }
  mkdirSync(location, { recursive: true });
  return new Kysely({
    dialect: new SqliteDialect({ database: new Database(join(location, LEADS_FILE)) }),
  });
}
