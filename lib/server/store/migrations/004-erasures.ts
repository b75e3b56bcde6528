import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { sequenceKey, sequenceType, type Migration } from './migration';

// The schema of the step is the one before it, not today's: it is not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A visitor's erasure of their own details (docs/contracts.md, "Erasure"): each lead records the
 * notice it was given under; an `erasures` table holds each request to erase, from the visitor's
 * link or the operator, and after the erasure its record without the address (a keyed hash of
 * it). The notices that tell the destinations are deliveries like a lead's, keyed by the
 * erasure's id. The hash's key is made here, once per store, so every instance hashes alike.
 */
export const erasures: Migration = {
  version: '004_erasures',
  async up(db: AnyDb, dialect) {
    await db.schema.alterTable('leads').addColumn('notice_version', 'integer').execute();
    await db.schema.alterTable('leads').addColumn('notice_published_on', 'text').execute();

    await db.schema
      .createTable('erasures')
      .addColumn('seq', sequenceType(dialect), (column) => sequenceKey(column, dialect))
      .addColumn('id', 'text', (column) => column.notNull().unique())
      .addColumn('state', 'text', (column) =>
        column
          .notNull()
          .check(
            sql`state IN ('awaiting_confirmation', 'awaiting_operator', 'confirmed', 'erased')`,
          ),
      )
      .addColumn('address_hash', 'text', (column) => column.notNull())
      // The address itself, only while the site needs it: until the link is used or expires, until
      // the operator acts, and until every destination has been told.
      .addColumn('email', 'text')
      .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
      .addColumn('token_hash', 'text', (column) => column.unique())
      .addColumn('expires_at', 'bigint')
      .addColumn('requested_at', 'text', (column) => column.notNull())
      .addColumn('erased_at', 'text')
      .addColumn('lead_ids', 'text')
      .addColumn('lead_count', 'integer')
      .addColumn('handed_to', 'text')
      .execute();
    await db.schema
      .createIndex('erasures_address')
      .on('erasures')
      .columns(['address_hash'])
      .execute();

    await db.schema
      .createTable('store_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
    await db
      .insertInto('store_secrets')
      .values({ name: 'erasure_hash_key', value: randomBytes(32).toString('base64url') })
      .execute();
  },
};
