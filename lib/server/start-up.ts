import { configuration } from '@/lib/config';
import { configuredDestinations } from './destinations/configured-destinations';
import { configuredTrust } from './client-address';
import { startOutboxWorker } from './outbox/outbox-worker';
import { startRetention } from './outbox/retention';
import { drainBeforeShutdown } from './shutdown';
import { stampSocketAddresses } from './socket-address';
import { leadStore, storeLocation } from './store/open-lead-store';
import { checkPagePoliciesCompleted } from './page-policies';
import { processSlot } from './process-slot';
import { startRenderPool } from './render-pool';

const started = processSlot<true>('started');

/** How the rate limit tells clients apart under this configuration, in one line. */
function clientAddressSource(): string {
  const { proxies, hops, platformHeader } = configuredTrust();
  const connection =
    proxies.length === 0
      ? 'the address of their connection (X-Forwarded-For is not read: no TRUSTED_PROXIES)'
      : `X-Forwarded-For, read on connections from ${proxies.join(', ')}` +
        (hops > 0 ? `, through ${hops} proxy hop(s) at most` : '');
  const platform = platformHeader ?? 'one limit for all (set CLIENT_ADDRESS_HEADER)';
  return `Rate limit: clients are told apart by ${connection}; where no connection is seen, ${platform}.`;
}

/** Where leads go under this configuration, in one line, with no secret in it. */
function leadDestinationsLine(): string {
  const { UPSTREAM_API_BASE: upstream, email, webhook } = configuration();
  const named = [
    ...(upstream ? [`the upstream API at ${upstream}`] : []),
    ...(email ? [`email to ${email.to.join(', ')} through ${new URL(email.url).host}`] : []),
    ...(webhook ? [`a webhook at ${new URL(webhook.url).origin}`] : []),
  ];
  return named.length > 0
    ? `Leads: kept in the store and sent to ${named.join(', ')}.`
    : 'Leads: kept in the store only; nobody is told of them. To send them on, set ' +
        'UPSTREAM_API_BASE; or SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM; or ' +
        'LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET (docs/operations.md). Until then: npm run leads.';
}

/**
 * What every server of the site does as it starts (instrumentation.ts): checks the
 * configuration, opens, migrates and probes the lead store (so a bad DATA_DIR or DATABASE_URL
 * stops it with a message naming it), stamps requests with their connection's address, starts the render pool's threads, starts
 * delivering pending leads to their destinations and applying the retention, and lets a delivery in flight finish on
 * SIGTERM. Throws when the site cannot run; once per process.
 */
export async function startUp(): Promise<void> {
  if (started.value) return;
  configuration();
  if (process.env.NODE_ENV === 'production') {
    checkPagePoliciesCompleted();
    startRenderPool();
  }
  stampSocketAddresses();
  const store = await leadStore();
  started.value = true;
  console.log(`Lead store: ${store.name} (${storeLocation()}).`);
  console.log(clientAddressSource());
  console.log(leadDestinationsLine());

  const retention = startRetention(store);
  const destinations = configuredDestinations();
  const outbox = destinations.length > 0 ? startOutboxWorker(store, destinations) : undefined;
  drainBeforeShutdown(async () => {
    retention.stop();
    await outbox?.stop();
  });
}
