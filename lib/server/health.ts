import { databaseUrl } from '@/lib/config';
import { jsonReply } from './replies';
import { leadStore } from './store/open-lead-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/health: whether the lead store answers, which it is, how far the outbox is behind,
 * and how many leads the upstream refused in the last 24 hours. No personal data; never cached;
 * 503 when the store cannot be reached.
 */
export async function healthCheck(): Promise<Response> {
  try {
    const store = await leadStore();
    const now = Date.now();
    const stats = await store.stats(new Date(now - DAY_MS).toISOString());
    const oldestPendingSeconds = stats.oldestPendingCreatedAt
      ? Math.max(0, Math.round((now - Date.parse(stats.oldestPendingCreatedAt)) / 1000))
      : 0;
    return jsonReply(200, {
      status: 'ok',
      store: store.name,
      pending: stats.pending,
      oldestPendingSeconds,
      rejectedLast24Hours: stats.rejected,
    });
  } catch {
    return jsonReply(503, { status: 'unavailable', store: databaseUrl() ? 'postgres' : 'sqlite' });
  }
}
