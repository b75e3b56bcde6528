import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStoreOn } from './lead-store';
import { openPostgresDatabase } from './postgres-database';
import type { StoreDatabase } from './store-database';
import { freshPostgresDatabase } from '@/testing/lead-stores';

let database: StoreDatabase;
let url: string;
let drop: () => Promise<void>;
beforeEach(async () => {
  const fresh = await freshPostgresDatabase();
  ({ url, drop } = fresh);
  database = await openPostgresDatabase(url);
});
afterEach(async () => {
  await database.close();
  await drop();
});

it('waits for the disk on every write but a delivery’s outcome, which a crash may only repeat', async () => {
  const setting = sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.compile(database.db);
  expect((await database.db.executeQuery(setting)).rows).toEqual([{ synchronous_commit: 'on' }]);
  const [atomic] = await database.atomically([setting]);
  expect(atomic!.rows).toEqual([{ synchronous_commit: 'on' }]);
  expect((await database.writeOutcome(setting)).rows).toEqual([{ synchronous_commit: 'off' }]);
});

/** The tables VACUUM has run on by hand (autovacuum's runs are not counted). */
const vacuumedTables = async () => {
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL ORDER BY relname
  `.execute(database.db);
  return rows.map(({ relname }) => relname);
};

const settledLead = (email: string) => ({
  id: randomUUID(),
  kind: 'newsletter_subscription' as const,
  email,
  payload: { email },
  destinations: ['upstream' as const],
  createdAt: '2026-01-01T00:00:00.000Z',
});

it('vacuums every table the retention and the purge delete from', async () => {
  const store = leadStoreOn(database);
  const [claim] = await store.insert(settledLead('asha@example.in'), Date.now() + 30_000);
  await store.settle(claim!, { status: 'delivered', at: '2026-01-01T00:00:01.000Z' });
  expect(await vacuumedTables()).toEqual([]);
  expect(await store.deleteSettledBefore('2026-02-01T00:00:00.000Z')).toBe(1);
  expect(await vacuumedTables()).toEqual(expect.arrayContaining(['deliveries', 'leads']));

  await sql`SELECT pg_stat_reset()`.execute(database.db);
  await store.insert({ ...settledLead('ravi@example.in'), destinations: [] });
  expect(await store.purgeCreatedBefore('2026-02-01T00:00:00.000Z')).toEqual({ kept: 1 });
  expect(await vacuumedTables()).toEqual(expect.arrayContaining(['deliveries', 'leads']));
});

describe('start-up on a store it cannot write', () => {
  const password = 'role-pa55word';
  let admin: pg.Client;
  let role: string;
  beforeEach(async () => {
    role = `site_${randomUUID().replaceAll('-', '')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    await admin.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  });
  afterEach(async () => {
    await admin.query(`DROP OWNED BY ${role}`);
    await admin.query(`DROP ROLE ${role}`);
    await admin.end();
    vi.unstubAllEnvs();
  });

  /** The server's start-up open of the store at DATABASE_URL, as the role. */
  const openAsRole = async () => {
    const roleUrl = new URL(url);
    roleUrl.username = role;
    roleUrl.password = password;
    vi.stubEnv('DATABASE_URL', roleUrl.href);
    vi.resetModules();
    const { openLeadStore } = await import('./open-lead-store');
    return openLeadStore();
  };

  /** The rights docs/operations.md ("The role and its rights") gives a role that owns nothing. */
  const grantDocumentedRights = async () => {
    await admin.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON leads, deliveries, erasures, rate_limits TO ${role}`,
    );
    await admin.query(
      `GRANT SELECT ON store_secrets, kysely_migration, kysely_migration_lock TO ${role}`,
    );
    await admin.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  };

  it('refuses a role that may only read, naming what it lacks and never the password', async () => {
    await admin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
    const refusal = openAsRole();
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^The lead store cannot be opened and written: DATABASE_URL="postgres://${role}:\\*\\*\\*@[^"]+": ` +
          `the role "${role}" lacks INSERT, UPDATE, DELETE on leads; ` +
          'USAGE on public.leads_seq_seq; INSERT, UPDATE, DELETE on deliveries; .*; ' +
          'INSERT, UPDATE, DELETE on rate_limits ' +
          String.raw`\(docs/operations.md, "The role and its rights"\)$`,
      ),
    );
    await expect(refusal).rejects.not.toThrow(password);
  });

  it('refuses a role whose transactions are read-only', async () => {
    await grantDocumentedRights();
    await admin.query(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
    await expect(openAsRole()).rejects.toThrow(
      /^The lead store cannot be opened and written: .*: cannot execute INSERT in a read-only transaction$/,
    );
  });

  it('opens as a role with the documented rights, owning nothing; the probe leaves no row', async () => {
    await grantDocumentedRights();
    const store = await openAsRole();
    // VACUUM is the owner's (or MAINTAIN's): another role's is skipped with a warning.
    await store.insert({ ...settledLead('asha@example.in'), destinations: [] });
    expect(await store.purgeCreatedBefore('2026-02-01T00:00:00.000Z')).toEqual({ kept: 1 });
    await store.close();
    const { rows } = await admin.query('SELECT count(*)::int AS count FROM rate_limits');
    expect(rows).toEqual([{ count: 0 }]);
  });
});
