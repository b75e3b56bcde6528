import { databaseUrl, dataDir, redactedDatabaseUrl } from '@/lib/config';
import type { LeadStore } from './lead-store';
import { postgresLeadStore } from './postgres-store';
import { sqliteLeadStore } from './sqlite-store';

/** Where the store is, as a message may name it: DATA_DIR, or DATABASE_URL without its password. */
export function storeLocation(): string {
  const url = databaseUrl();
  return url
    ? `DATABASE_URL=${JSON.stringify(redactedDatabaseUrl(url))}`
    : `DATA_DIR=${JSON.stringify(dataDir())}`;
}

async function open(): Promise<LeadStore> {
  const url = databaseUrl();
  try {
    const store = url ? await postgresLeadStore(url) : sqliteLeadStore(dataDir());
    await store.probe();
    return store;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The lead store cannot be opened and written: ${storeLocation()}: ${reason}`, {
      cause: error,
    });
  }
}

// One store per process: the server script (through jiti) and the route handlers (bundled by
// Next) import this module separately, so the instance lives on globalThis, not in the module.
const key = Symbol.for('sandesh-digital.lead-store');
type Holder = { [key]?: Promise<LeadStore> };

/** The process's lead store, opened (and migrated) on first use. A failed open is tried again. */
export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  holder[key] ??= open().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}
