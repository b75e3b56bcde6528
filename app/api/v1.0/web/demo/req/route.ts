import { requestDemo } from '@/lib/server/demo-request-endpoint';
import { methodNotAllowed } from '@/lib/server/replies';

export const dynamic = 'force-dynamic';

export const POST = requestDemo;
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
