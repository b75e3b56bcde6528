import { requestDemo } from '@/lib/server/submission-endpoint';
import { endpointMethods } from '@/lib/server/replies';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ POST: requestDemo });
