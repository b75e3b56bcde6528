import { firstStore } from './000-first-store';
import { outbox } from './001-outbox';
import { claimsAndRetention } from './002-claims-and-retention';
import type { Migration } from './migration';

/** The store's schema, step by step, oldest first. Add a step; never edit one that has shipped. */
export const storeMigrations: readonly Migration[] = [firstStore, outbox, claimsAndRetention];
