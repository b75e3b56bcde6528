export {
  deliverDueLeads as GET,
  deliverDueLeads as POST,
} from '@/lib/server/outbox/delivery-route';
