import { configuration } from '@/lib/config';
import { upstreamDestination } from './upstream-client';
import type { LeadDestination } from './destination';
import { emailDestination } from './lead-email';
import { webhookDestination } from './lead-webhook';

let configured: readonly LeadDestination[] | undefined;

/**
 * The destinations this server sends every lead to, from its configuration, in a fixed order:
 * the upstream API, email, webhook. None: leads are kept in the store only.
 */
export function configuredDestinations(): readonly LeadDestination[] {
  const { UPSTREAM_API_BASE: upstream, email, webhook } = configuration();
  return (configured ??= [
    ...(upstream ? [upstreamDestination(upstream)] : []),
    ...(email ? [emailDestination(email)] : []),
    ...(webhook ? [webhookDestination(webhook)] : []),
  ]);
}
