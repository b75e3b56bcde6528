import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEADS_FILE } from './sqlite-database';
import { freshPostgresDatabase } from '@/testing/lead-stores';

const lead = (email = 'asha@example.in') =>
  ({
    id: randomUUID(),
    kind: 'newsletter_subscription',
    email,
    payload: { email },
    destinations: [],
    createdAt: '2026-11-22T10:00:00.000Z',
  }) as const;

/** The store the server opens at start-up, under these variables. */
async function openAsServer(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./open-lead-store')).openLeadStore();
}
afterEach(() => vi.unstubAllEnvs());

describe('the SQLite store under DATA_DIR', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
    dataDir = join(root, 'data');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const open = () => openAsServer({ DATA_DIR: dataDir, DATABASE_URL: '' });

  it('keeps its folder and files for the owner only', async () => {
    const store = await open();
    await store.insert(lead());
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of [LEADS_FILE, `${LEADS_FILE}-wal`, `${LEADS_FILE}-shm`]) {
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    }
    await store.close();
  });

  it('keeps every write of a burst a caller was told of, and fails a refused one alone', async () => {
    const store = await open();
    const burst = Array.from({ length: 50 }, (_, i) => lead(`burst${i}@example.in`));
    const duplicate = { ...burst[7]!, email: 'copy@example.in' };
    const outcomes = await Promise.allSettled(
      [...burst, duplicate].map((each) => store.insert(each)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(50);
    expect(outcomes.at(-1)).toMatchObject({ status: 'rejected' });
    // Read from another connection: every write a caller was told of is on disk.
    const reader = new Database(join(dataDir, LEADS_FILE), { readonly: true });
    expect(reader.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 50 });
    reader.close();
    await store.close();
  });
});

describe('the PostgreSQL store at DATABASE_URL, opened as a role that owns nothing', () => {
  const password = 'role-pa55word';
  let admin: pg.Client;
  let role: string;
  let url: string;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ url, drop } = await freshPostgresDatabase());
    // Migrated by its owner first, as a deployment does.
    await (await openAsServer({ DATABASE_URL: url })).close();
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
    await drop();
  });

  const openAsRole = () => {
    const roleUrl = new URL(url);
    roleUrl.username = role;
    roleUrl.password = password;
    return openAsServer({ DATABASE_URL: roleUrl.href });
  };
  /** The rights docs/operations.md ("The role and its rights") gives such a role. */
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

  it('serves with the documented rights; the start-up probe leaves no row', async () => {
    await grantDocumentedRights();
    const store = await openAsRole();
    // VACUUM is the owner's (or MAINTAIN's): another role's is skipped with a warning.
    await store.insert(lead());
    expect(await store.forget('asha@example.in', Date.now())).toMatchObject({ removed: 1 });
    await store.close();
    const { rows } = await admin.query('SELECT count(*)::int AS count FROM rate_limits');
    expect(rows).toEqual([{ count: 0 }]);
  });
});
