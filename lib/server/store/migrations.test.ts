import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadStoreOn, type Lead, type LeadStore } from './lead-store';
import { leadsWithClaims } from './migrations/002-leads-with-claims';
import { openPostgresDatabase } from './postgres-database';
import { LEADS_FILE, openSqliteDatabase } from './sqlite-database';
import { freshPostgresDatabase } from '@/testing/lead-stores';

const allSteps = [
  '002_claims_and_retention',
  '003_deliveries_per_destination',
  '004_erasures',
  '005_handed_copies',
];

/**
 * Stores that earlier releases made (`fixtures/`): the outbox's first, the one before
 * destinations (as SQL), and before Kysely's Migrator (its runner's
 * schema_migrations, steps 002 and 003), with a lead in every status and a delivery in every
 * state, one still under a claim; and under the Migrator (002 to 004), with an erasure being told
 * and a request awaiting the operator. The leads the first holds: store-before-migrator.leads.json.
 */
const fixture = (name: string) => new URL(`fixtures/${name}`, import.meta.url);
const fixtureLeads = JSON.parse(
  readFileSync(fixture('store-before-migrator.leads.json'), 'utf8'),
) as Lead[];

/** Every lead as the fixture holds it (after `newer` leads), the claim still held, the counts. */
async function expectFixtureIntact(store: LeadStore, claimToken: string, newer = 0) {
  expect((await store.list()).slice(newer)).toEqual(fixtureLeads);
  const claim = { leadId: 'pending', destination: 'webhook', token: claimToken, until: 0 } as const;
  expect(await store.isClaimHeld(claim, 1795150830000)).toBe(true);
  expect(await store.claimNext(1795150800001, 1795150860000, ['webhook'])).toBeUndefined();
  expect(await store.stats('2026-11-20T00:00:00.000Z')).toMatchObject({
    pending: 2,
    rejected: 1,
    kept: 1 + newer,
    failed: 2,
  });
}

describe.each(['sqlite', 'postgres'] as const)('a %s store of an earlier release', (dialect) => {
  const onSqlite = dialect === 'sqlite';
  let folder: string;
  let url: string;
  let drop: () => Promise<void>;
  /** The store's database with none of this release's code, and SQL run in it. */
  let bare: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let execute: (text: string) => Promise<unknown>;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    const postgres = onSqlite ? undefined : await freshPostgresDatabase();
    if (postgres) {
      url = postgres.url;
      const pool = new pg.Pool({ connectionString: url });
      pool.on('error', () => {});
      bare = new Kysely({ dialect: new PostgresDialect({ pool }) });
      execute = (text) => sql.raw(text).execute(bare);
    } else {
      const database = new Database(join(folder, LEADS_FILE));
      bare = new Kysely({ dialect: new SqliteDialect({ database }) });
      execute = async (text) => database.exec(text);
    }
    drop = async () => {
      await bare.destroy();
      await postgres?.drop();
      rmSync(folder, { recursive: true, force: true });
    };
  });
  afterEach(() => drop());

  const open = async () =>
    leadStoreOn(await (onSqlite ? openSqliteDatabase(folder) : openPostgresDatabase(url)));
  const stepsRecorded = async () =>
    // Qualified on PostgreSQL: a pg_dump file leaves its session's search_path empty.
    (
      await (onSqlite ? bare : bare.withSchema('public'))
        .selectFrom('kysely_migration')
        .select('name')
        .orderBy('name')
        .execute()
    ).map((row) => row.name as string);

  it.runIf(onSqlite)('of the first version: its leads stay, as kept, with ids', async () => {
    await execute(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
      email TEXT NOT NULL, payload TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO leads (kind, email, payload, created_at)
        VALUES ('demo_request', 'old@example.in', '{"name":"Old Lead"}', '2026-01-02T03:04:05.000Z')`);
    for (let opening = 0; opening < 2; opening += 1) {
      const store = await open();
      expect(await store.list()).toEqual([
        expect.objectContaining({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email: 'old@example.in',
          payload: { name: 'Old Lead' },
          status: 'kept',
          createdAt: '2026-01-02T03:04:05.000Z',
        }),
      ]);
      await store.close();
    }
  });

  it('of the outbox version: every lead and status kept, every step recorded', async () => {
    const seq = onSqlite ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGSERIAL PRIMARY KEY';
    await execute(readFileSync(fixture('store-of-outbox.sql'), 'utf8').replaceAll('SEQ', seq));
    const store = await open();
    expect(await store.list()).toMatchObject([
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
    ]);
    await store.close();
    expect(await stepsRecorded()).toEqual(allSteps);
  });

  it('before destinations: every lead intact, the claim kept, the upstream its destination', async () => {
    await leadsWithClaims.up(bare, dialect);
    await execute(readFileSync(fixture('store-before-destinations.sql'), 'utf8'));
    const store = await open();
    try {
      expect(await store.list()).toMatchObject([
        {
          id: 'f',
          status: 'failed',
          settledAt: '2026-11-27T05:00:00.000Z',
          deliveries: [
            { destination: 'upstream', status: 'failed', attempts: 900, lastError: 'timeout' },
          ],
        },
        {
          id: 'r',
          status: 'rejected',
          deliveries: [
            { reply: { status: 422, body: { statusCode: 422, message: 'Bad mobile' } } },
          ],
        },
        { id: 'd', status: 'delivered', deliveries: [{ status: 'delivered', attempts: 1 }] },
        {
          id: 'p',
          status: 'pending',
          deliveries: [{ attempts: 3, lastError: 'http_503', nextAttemptAt: 1795000000000 }],
        },
        { id: 'k', status: 'kept', attribution: { formPath: '/contact' }, deliveries: [] },
      ]);
      // The claim the pending lead was under still holds, and no one else takes it.
      const claim = { leadId: 'p', destination: 'upstream', token: 'token-p', until: 0 } as const;
      expect(await store.isClaimHeld(claim, 1795000030000)).toBe(true);
      expect(await store.claimNext(1795000000001, 1795000060000, ['upstream'])).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it("before Kysely's Migrator: every lead intact; servers opening it together migrate it once", async () => {
    if (onSqlite) {
      copyFileSync(fixture('store-before-migrator.sqlite'), join(folder, LEADS_FILE));
      // The leads CLI beside a server: two processes open the file together. The file's write
      // lock, held here while they start, makes both wait for it and then take their turns.
      await execute('PRAGMA journal_mode = WAL; BEGIN IMMEDIATE');
      const leadsCli = () =>
        promisify(execFile)(process.execPath, ['scripts/leads.mjs', '--csv'], {
          env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '' },
        });
      const listings = Promise.all([leadsCli(), leadsCli()]);
      await sleep(2_000);
      await execute('ROLLBACK');
      for (const { stdout } of await listings) {
        expect(stdout.trim().split('\n')).toHaveLength(1 + fixtureLeads.length);
      }
    } else {
      await execute(readFileSync(fixture('store-before-migrator.postgres.sql'), 'utf8'));
      const stores = await Promise.all([open(), open(), open()]);
      await Promise.all(stores.map((store) => store.close()));
    }
    const store = await open();
    try {
      await expectFixtureIntact(
        store,
        onSqlite ? 'd4ac0c5d-a877-4fc1-ad8a-b3669a27099f' : '93783629-868a-4c5f-99ad-37df4258e358',
      );
    } finally {
      await store.close();
    }
    expect(await stepsRecorded()).toEqual(allSteps);
  });

  it.runIf(onSqlite)('under the Migrator: every lead and erasure intact', async () => {
    copyFileSync(fixture('store-of-migrator.sqlite'), join(folder, LEADS_FILE));
    const store = await open();
    try {
      await expectFixtureIntact(store, 'd4ac0c5d-a877-4fc1-ad8a-b3669a27099f', 1);
      expect((await store.list())[0]).toMatchObject({
        id: 'noticed-kept',
        notice: { version: 1, publishedOn: '2026-11-26' },
      });
      expect(await store.erasures()).toMatchObject([
        { state: 'awaiting_operator', email: 'waiting@example.in' },
        {
          state: 'erased',
          leadIds: ['noticed'],
          notices: [{ destination: 'email', status: 'pending' }],
        },
      ]);
      // The erasure's notice goes out as the leads' deliveries do.
      const now = Date.now();
      const claimed = [];
      for (let i = 0; i < 3; i += 1)
        claimed.push(await store.claimNext(now, now + 30_000, ['email']));
      expect(claimed.map((delivery) => delivery?.lead)).toContainEqual(
        expect.objectContaining({
          kind: 'erasure',
          email: 'erased@example.in',
          leadIds: ['noticed'],
        }),
      );
    } finally {
      await store.close();
    }
  });
});
