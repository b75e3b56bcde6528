import { databaseUrl } from '@/lib/config';
import { configuredDestinations } from './destinations/configured-destinations';
import { jsonReply } from './replies';
import { leadStore } from './store/open-lead-store';

const DAY_MS = 24 * 60 * 60 * 1000;

function ageSeconds(iso: string | undefined, now: number): number {
  return iso ? Math.max(0, Math.round((now - Date.parse(iso)) / 1000)) : 0;
}

/**
 * GET /api/health: whether the lead store answers, which it is, how far each destination is
 * behind, the leads no one was told of (`kept`) and those a destination failed or refused
 * (`failed`, until the operator purges or forgets them), the refusals of the last 24 hours, and
 * the requests to erase that are still open.
 * No personal data; never cached; 503 when the store cannot be reached.
 */
export async function healthCheck(): Promise<Response> {
  try {
    const store = await leadStore();
    const now = Date.now();
    const stats = await store.stats(new Date(now - DAY_MS).toISOString());
    const erasures = await store.erasureStats(now);
    return jsonReply(200, {
      status: 'ok',
      store: store.name,
      pending: stats.pending,
      oldestPendingSeconds: ageSeconds(stats.oldestPendingCreatedAt, now),
      rejectedLast24Hours: stats.rejected,
      failed: stats.failed,
      kept: stats.kept,
      // Requests to erase still open: links not yet used, requests the operator must act on,
      // and erasures whose destinations are still being told.
      erasures,
      destinations: Object.fromEntries(
        configuredDestinations().map(({ name }) => {
          const backlog = stats.destinations[name];
          return [
            name,
            {
              pending: backlog?.pending ?? 0,
              oldestPendingSeconds: ageSeconds(backlog?.oldestPendingCreatedAt, now),
            },
          ];
        }),
      ),
    });
  } catch {
    return jsonReply(503, { status: 'unavailable', store: databaseUrl() ? 'postgres' : 'sqlite' });
  }
}
