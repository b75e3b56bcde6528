import { deliverDueLeads } from '@/lib/server/outbox/delivery-route';

export const POST = deliverDueLeads;
export const GET = deliverDueLeads;
