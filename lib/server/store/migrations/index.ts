import { leadsWithClaims } from './002-leads-with-claims';
import { deliveriesPerDestination } from './003-deliveries';
import type { Migration } from './migration';

/**
 * The store's schema, step by step, oldest first. Add a step; never edit one that has shipped.
 * 001_outbox, plain SQL, shipped before the steps became modules: a store that has it is brought
 * up to date by 002, which also creates a new store whole.
 */
export const storeMigrations: readonly Migration[] = [leadsWithClaims, deliveriesPerDestination];
