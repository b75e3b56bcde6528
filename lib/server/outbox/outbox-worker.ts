import { configuration } from '@/lib/config';
import type { LeadDestination } from '../destinations/destination';
import type { LeadStore } from '../store/lead-store';
import { deliverLead, type DeliveryResult } from './deliver-lead';
import { LEASE_MS } from './retry-schedule';

/** Deliveries one instance runs at once: a destination slow to answer does not hold the others. */
export const DELIVERY_SLOTS = 4;

/**
 * Claims the due deliveries to these destinations one at a time, each under its own lease, and
 * makes each attempt once, in `slots` parallel lanes, until none is due or `shouldStop()`;
 * resolves with what became of each.
 */
export async function deliverDue(
  store: LeadStore,
  destinations: readonly LeadDestination[],
  { slots = DELIVERY_SLOTS, shouldStop }: { slots?: number; shouldStop: () => boolean },
): Promise<DeliveryResult[]> {
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const names = [...byName.keys()];
  const results: DeliveryResult[] = [];
  let failed = false;
  async function lane() {
    while (!shouldStop() && !failed) {
      const now = Date.now();
      const delivery = await store.claimNext(now, now + LEASE_MS, names).catch((error: unknown) => {
        // One lane's trouble with the store ends the look for all: the next look tries again.
        failed = true;
        throw error;
      });
      if (!delivery) return;
      results.push(await deliverLead(store, byName.get(delivery.destination)!, delivery));
    }
  }
  await Promise.all(Array.from({ length: slots }, lane));
  return results;
}

/**
 * Delivers pending leads in the background: every poll interval it delivers what is due.
 * stop() claims no more and waits for the deliveries in flight; a delivery claimed and not yet
 * sent stays pending, and is taken again when its lease runs out.
 */
export function startOutboxWorker(
  store: LeadStore,
  destinations: readonly LeadDestination[],
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  function next() {
    if (stopped) return;
    running = deliverDue(store, destinations, { shouldStop: () => stopped })
      .catch((error: unknown) =>
        console.warn(`Outbox: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(next, configuration().OUTBOX_POLL_MS).unref();
      });
  }
  timer = setTimeout(next, configuration().OUTBOX_POLL_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
