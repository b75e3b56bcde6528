import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** An empty database of its own on the tests' PostgreSQL server, and a way to drop it. */
export async function freshPostgresDatabase() {
  const name = `leads_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: inject('postgresUrl').replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
