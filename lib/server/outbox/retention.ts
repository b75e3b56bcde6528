import { configuration } from '@/lib/config';
import type { LeadStore } from '../store/lead-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each server looks for leads past their retention. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the delivered and rejected leads settled more than LEAD_RETENTION_DAYS ago (0 keeps
 * them): the upstream has those. Kept and failed leads are the only copy, and stay. Tidies the
 * erasures too: expired links and their addresses go, records after a year, and the records of
 * copies handed on after RECIPIENT_COPY_DAYS.
 */
export async function applyRetention(store: LeadStore, now = Date.now()): Promise<number> {
  const { LEAD_RETENTION_DAYS: days, RECIPIENT_COPY_DAYS } = configuration();
  await store.tidyErasures(now, RECIPIENT_COPY_DAYS);
  if (days === 0) return 0;
  const deleted = await store.deleteSettledBefore(new Date(now - days * DAY_MS).toISOString());
  if (deleted > 0) {
    console.log(JSON.stringify({ at: new Date(now).toISOString(), event: 'retention', deleted }));
  }
  return deleted;
}

/** Applies the retention now and every hour after, until stopped. */
export function startRetention(store: LeadStore): { stop(): void } {
  const run = () =>
    applyRetention(store).catch((error: unknown) =>
      console.warn(`Retention: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS).unref();
  return { stop: () => clearInterval(timer) };
}
