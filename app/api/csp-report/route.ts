import { receiveCspReports } from '@/lib/server/csp-report-endpoint';
import { methodNotAllowed } from '@/lib/server/replies';

export const dynamic = 'force-dynamic';

export const POST = receiveCspReports;
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
