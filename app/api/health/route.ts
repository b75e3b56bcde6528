import { healthCheck } from '@/lib/server/health';
import { methodNotAllowed } from '@/lib/server/replies';

export const dynamic = 'force-dynamic';

export const GET = healthCheck;
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
