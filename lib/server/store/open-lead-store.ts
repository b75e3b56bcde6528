import { databaseUrl, dataDir, redactedUrl } from '@/lib/config';
import { leadStoreOn, type LeadStore } from './lead-store';
import { openPostgresDatabase } from './postgres-database';
import { openSqliteDatabase } from './sqlite-database';
import type { StoreDatabase } from './store-database';

/** Where the store is, as a message may name it: DATA_DIR, or DATABASE_URL without its password. */
export function storeLocation(): string {
  const url = databaseUrl();
  return url
    ? `DATABASE_URL=${JSON.stringify(redactedUrl(url))}`
    : `DATA_DIR=${JSON.stringify(dataDir())}`;
}

/** Opens (and migrates) the configured database: PostgreSQL at DATABASE_URL, else SQLite. */
export function openStoreDatabase(): Promise<StoreDatabase> {
  const url = databaseUrl();
  return url ? openPostgresDatabase(url) : openSqliteDatabase(dataDir());
}

/** Opens (and migrates) the configured store and checks it takes a write; throws naming it. */
export async function openLeadStore(): Promise<LeadStore> {
  try {
    const database = await openStoreDatabase();
    const store = leadStoreOn(database);
    try {
      await store.probe();
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
    return store;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The lead store cannot be opened and written: ${storeLocation()}: ${reason}`, {
      cause: error,
    });
  }
}

// One store per process: instrumentation.ts and the route handlers are bundled apart by Next, so
// each has its own copy of this module; the store lives on globalThis, not in the module.
const key = Symbol.for('sandesh-digital.lead-store');
type Holder = { [key]?: Promise<LeadStore> };

/** The process's lead store, opened on first use. A failed open is tried again next time. */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= openLeadStore().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}
