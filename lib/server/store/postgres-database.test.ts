import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openPostgresDatabase } from './postgres-database';
import type { StoreDatabase } from './store-database';
import { freshPostgresDatabase } from '@/testing/lead-stores';

let database: StoreDatabase;
let drop: () => Promise<void>;
beforeEach(async () => {
  const fresh = await freshPostgresDatabase();
  drop = fresh.drop;
  database = await openPostgresDatabase(fresh.url);
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
