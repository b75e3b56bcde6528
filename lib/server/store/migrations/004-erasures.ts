import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { run, sequenceColumn, type Migration } from './migration';

/**
 * A visitor's erasure of their own details (docs/contracts.md, "Erasure"): each lead records the
 * notice it was given under; an `erasures` table holds each request to erase, from the visitor's
 * link or the operator, and after the erasure its record without the address (a keyed hash of
 * it). The notices that tell the destinations are deliveries like a lead's, keyed by the
 * erasure's id. The hash's key is made here, once per store, so every instance hashes alike.
 * The address itself is kept only while the site needs it: until the link is used or expires,
 * until the operator acts, and until every destination has been told.
 */
export const erasures: Migration = {
  version: '004_erasures',
  async up(db, dialect) {
    await run(
      db,
      sql`ALTER TABLE leads ADD COLUMN notice_version INTEGER`,
      sql`ALTER TABLE leads ADD COLUMN notice_published_on TEXT`,
      sql`CREATE TABLE erasures (${sequenceColumn(dialect)}, id TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL
          CHECK (state IN ('awaiting_confirmation', 'awaiting_operator', 'confirmed', 'erased')),
        address_hash TEXT NOT NULL, email TEXT, locale TEXT NOT NULL DEFAULT 'en',
        token_hash TEXT UNIQUE, expires_at BIGINT, requested_at TEXT NOT NULL, erased_at TEXT,
        lead_ids TEXT, lead_count INTEGER, handed_to TEXT)`,
      sql`CREATE INDEX erasures_address ON erasures (address_hash)`,
      sql`CREATE TABLE store_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      sql`INSERT INTO store_secrets (name, value)
        VALUES ('erasure_hash_key', ${randomBytes(32).toString('base64url')})`,
    );
  },
};
