import { outboxPollMs } from '@/lib/config';
import { leadStore } from '../store/open-lead-store';
import { deliverLead } from './deliver-lead';
import { LEASE_MS } from './retry-schedule';

/** Leads one instance takes per look; the others are left for the next look, or another instance. */
const BATCH = 20;

export type OutboxWorker = { stop(): Promise<void> };

/**
 * Delivers pending leads in the background: every poll interval it claims the due ones under a
 * lease and tries each once. stop() takes no more and waits for the attempt in flight; leads it
 * claimed but had not tried stay pending, and are taken again when their lease runs out.
 */
export function startOutboxWorker(base: string): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function deliverDue() {
    const store = await leadStore();
    const now = Date.now();
    for (const lead of await store.claimDue(now, now + LEASE_MS, BATCH)) {
      if (stopped) return;
      await deliverLead(store, base, lead);
    }
  }

  function next() {
    if (stopped) return;
    running = deliverDue()
      .catch((error: unknown) =>
        console.warn(`Outbox: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(next, outboxPollMs()).unref();
      });
  }
  timer = setTimeout(next, outboxPollMs()).unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
