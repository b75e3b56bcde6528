import { configuration, redactedUrl } from '@/lib/config';
import { processSlot } from '../process-slot';
import { leadStoreOn, type LeadStore } from './lead-store';
import { openPostgresDatabase } from './postgres-database';
import { openSqliteDatabase } from './sqlite-database';

/** Where the store is, as a message may name it: DATA_DIR, or DATABASE_URL without its password. */
export function storeLocation(): string {
  const { DATABASE_URL: url, DATA_DIR: dir } = configuration();
  return url
    ? `DATABASE_URL=${JSON.stringify(redactedUrl(url))}`
    : `DATA_DIR=${JSON.stringify(dir)}`;
}

/**
 * Opens (and migrates) the configured store, PostgreSQL at DATABASE_URL or else SQLite under
 * DATA_DIR, and checks it takes a write; throws naming it.
 */
export async function openLeadStore(): Promise<LeadStore> {
  const { DATABASE_URL: url, DATA_DIR: dir } = configuration();
  try {
    return leadStoreOn(await (url ? openPostgresDatabase(url) : openSqliteDatabase(dir)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The lead store cannot be opened and written: ${storeLocation()}: ${reason}`, {
      cause: error,
    });
  }
}

const processStore = processSlot<Promise<LeadStore>>('lead-store');

/** The process's lead store, opened on first use. A failed open is tried again next time. */
export function leadStore(): Promise<LeadStore> {
  return (processStore.value ??= openLeadStore().catch((error: unknown) => {
    processStore.value = undefined;
    throw error;
  }));
}
