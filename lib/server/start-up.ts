import { upstreamApiBase } from '@/lib/config';
import { startOutboxWorker, type OutboxWorker } from './outbox/outbox-worker';
import { leadStore } from './store/open-lead-store';

/**
 * Run by scripts/server.mjs before the server listens: opens the lead store (migrating it) and
 * checks it takes a write, so a bad DATA_DIR or DATABASE_URL stops the server with a message
 * naming it rather than failing every visitor's submission; then, with an upstream, starts
 * delivering the pending leads. The store is shared with the route handlers (open-lead-store.ts).
 */
export async function startUp(): Promise<{ outbox?: OutboxWorker }> {
  try {
    await leadStore();
  } catch (error) {
    console.error(`The site cannot start. ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const base = upstreamApiBase();
  return base ? { outbox: startOutboxWorker(base) } : {};
}
