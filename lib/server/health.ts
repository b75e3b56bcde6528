import { databaseUrl } from '@/lib/config';
import { jsonReply } from './replies';
import { leadStore } from './store/open-lead-store';

/**
 * GET /api/health: whether the lead store answers, which it is, and how far the outbox is
 * behind. No personal data; never cached; 503 when the store cannot be reached.
 */
export async function healthCheck(): Promise<Response> {
  try {
    const store = await leadStore();
    const { pending, oldestCreatedAt } = await store.pendingStats();
    const oldestPendingSeconds = oldestCreatedAt
      ? Math.max(0, Math.round((Date.now() - Date.parse(oldestCreatedAt)) / 1000))
      : 0;
    return jsonReply(200, { status: 'ok', store: store.name, pending, oldestPendingSeconds });
  } catch {
    return jsonReply(503, { status: 'unavailable', store: databaseUrl() ? 'postgres' : 'sqlite' });
  }
}
