import { healthCheck } from '@/lib/server/health';
import { endpointMethods } from '@/lib/server/replies';
// Next loads a route's modules on its first request. Platforms ask /api/health before they send
// traffic, so this loads the two endpoints' modules then, not on a visitor's first submission
// (about 40 ms of the first answers after a start: bench-results/notes.md).
import '@/lib/server/submission-endpoint';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ GET: healthCheck });
