import { issueXsrfToken } from '@/lib/server/xsrf';
import { endpointMethods } from '@/lib/server/replies';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ GET: issueXsrfToken });
