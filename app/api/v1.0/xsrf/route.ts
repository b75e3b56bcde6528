import { methodNotAllowed } from '@/lib/server/replies';
import { issueXsrfToken } from '@/lib/server/xsrf-endpoint';

export const dynamic = 'force-dynamic';

export const GET = issueXsrfToken;
export const POST = methodNotAllowed('GET, HEAD');
export const PUT = methodNotAllowed('GET, HEAD');
export const PATCH = methodNotAllowed('GET, HEAD');
export const DELETE = methodNotAllowed('GET, HEAD');
