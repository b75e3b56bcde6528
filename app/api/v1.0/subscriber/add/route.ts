import { subscribe } from '@/lib/server/newsletter-endpoint';
import { methodNotAllowed } from '@/lib/server/replies';

export const dynamic = 'force-dynamic';

export const POST = subscribe;
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
