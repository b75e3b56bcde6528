import { requestErasure } from '@/lib/server/erasure-endpoint';
import { endpointMethods } from '@/lib/server/replies';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ POST: requestErasure });
