import { configuration } from '@/lib/config';
import { hasBearer, unauthorised } from './bearer';
import { configuredDestinations } from './destinations/configured-destinations';
import { jsonReply } from './replies';
import { leadStore } from './store/open-lead-store';

/**
 * GET /api/health. To anyone: whether the site is up, `{"status": "ok"}`, or 503
 * `{"status": "unavailable"}` when the lead store cannot be reached, and nothing else: lead
 * volumes are the business's own. To the operator (`Authorization: Bearer <HEALTH_TOKEN>`), also
 * which store it is, how far each destination is behind, the leads no one was told of (`kept`)
 * and those a destination failed or refused (`failed`, until the operator purges or forgets
 * them), the refusals of the last 24 hours, and the requests to erase that are still open.
 * Both ask the store the same questions, so both see the same status.
 * No personal data; never cached.
 */
export async function healthCheck(request: Request): Promise<Response> {
  // A wrong token is refused (401) rather than given the stranger's answer: a monitor whose token
  // is stale or mistyped then fails where it is set up, instead of reading `{"status": "ok"}` with
  // no counts, where every alert on a count would stay silent. A guesser learns nothing from the
  // 401 it did not know, and the comparison is in constant time. With HEALTH_TOKEN unset, every
  // token is wrong.
  const asked = request.headers.get('authorization') !== null;
  const operator = asked && hasBearer(request, configuration().HEALTH_TOKEN);
  if (asked && !operator) return unauthorised();
  try {
    const store = await leadStore();
    const now = Date.now();
    const stats = await store.stats(new Date(now - 86_400_000).toISOString());
    const erasures = await store.erasureStats(now);
    if (!operator) return jsonReply(200, { status: 'ok' });
    // How far behind: how many are pending, and the oldest one's age in seconds.
    const backlog = ({ pending = 0, oldestPendingCreatedAt: oldest = '' } = {}) => ({
      pending,
      oldestPendingSeconds: oldest ? Math.max(0, Math.round((now - Date.parse(oldest)) / 1000)) : 0,
    });
    return jsonReply(200, {
      status: 'ok',
      store: store.name,
      ...backlog(stats),
      rejectedLast24Hours: stats.rejected,
      failed: stats.failed,
      kept: stats.kept,
      // Requests to erase still open: links not yet used, requests the operator must act on,
      // and erasures whose destinations are still being told.
      erasures,
      destinations: Object.fromEntries(
        configuredDestinations().map(({ name }) => [name, backlog(stats.destinations[name])]),
      ),
    });
  } catch {
    const store = configuration().DATABASE_URL ? 'postgres' : 'sqlite';
    return jsonReply(503, operator ? { status: 'unavailable', store } : { status: 'unavailable' });
  }
}
