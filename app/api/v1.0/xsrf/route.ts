import { issueXsrfToken } from '@/lib/server/xsrf-endpoint';
import { endpointMethods } from '@/lib/server/replies';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ GET: issueXsrfToken });
