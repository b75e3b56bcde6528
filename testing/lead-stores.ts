import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { leadStoreOn, type LeadStore } from '@/lib/server/store/lead-store';
import { openPostgresDatabase } from '@/lib/server/store/postgres-database';
import { openSqliteDatabase } from '@/lib/server/store/sqlite-database';

/** An empty database of its own on the tests' PostgreSQL server, and a way to drop it. */
export async function freshPostgresDatabase() {
  const name = `leads_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: inject('postgresUrl').replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh store: how to open (another) store on it, the environment naming it, and cleaning up. */
export type TestStore = {
  open(): Promise<LeadStore>;
  env: Record<string, string>;
  drop(): Promise<void>;
};

/** A fresh, empty store of each kind; tests that take it run against both. */
export const testStores: [string, () => Promise<TestStore>][] = [
  [
    'SQLite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lead-store-'));
      return {
        open: async () => leadStoreOn(await openSqliteDatabase(dataDir)),
        env: { DATA_DIR: dataDir, DATABASE_URL: '' },
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase();
      return {
        open: async () => leadStoreOn(await openPostgresDatabase(database.url)),
        env: { DATABASE_URL: database.url },
        drop: database.drop,
      };
    },
  ],
];
