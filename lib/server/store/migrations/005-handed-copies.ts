import { sql } from 'kysely';
import { run, type Migration } from './migration';

/**
 * What was handed to whom outlives the lead (docs/contracts.md, "Erasure"): a delivered delivery
 * stays after retention, under a keyed hash of the address, so a later erasure still tells its
 * destination. An erasure may withdraw one choice instead (`erasures.choice`), and each lead
 * records the choices withdrawn, with when (JSON).
 */
export const handedCopies: Migration = {
  version: '005_handed_copies',
  async up(db) {
    await run(
      db,
      sql`ALTER TABLE deliveries ADD COLUMN address_hash TEXT`,
      sql`CREATE INDEX deliveries_address ON deliveries (address_hash)`,
      sql`ALTER TABLE erasures ADD COLUMN choice TEXT`,
      sql`ALTER TABLE leads ADD COLUMN consent_withdrawn TEXT`,
    );
  },
};
