import { receiveCspReports } from '@/lib/server/csp-report-endpoint';
import { endpointMethods } from '@/lib/server/replies';

export const { GET, POST, PUT, PATCH, DELETE } = endpointMethods({ POST: receiveCspReports });
