import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './test';
import {
  startSmtpInbox,
  startWebhookReceiver,
  type SmtpInbox,
  type WebhookReceiver,
} from '@/testing/lead-inbox';
import { startPostgres, type TestPostgres } from '@/testing/postgres';
import { startSiteServer, type SiteServer } from '@/testing/site-server';

export type TestServers = { inbox: SmtpInbox; receiver: WebhookReceiver; postgres: TestPostgres };

/**
 * For the tests of one file: a real SMTP server, a webhook receiver that verifies signatures and
 * a PostgreSQL server, started before the first test and stopped after the last. Read them from
 * the object returned, once the tests run.
 */
export function testServersForFile(): TestServers {
  const servers = {} as TestServers;
  test.beforeAll(async () => {
    [servers.inbox, servers.receiver, servers.postgres] = await Promise.all([
      startSmtpInbox(),
      startWebhookReceiver(),
      startPostgres(),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([
      servers.inbox?.close(),
      servers.receiver?.close(),
      servers.postgres?.stop(),
    ]);
  });
  return servers;
}

/** The environment naming a store, and its removal. */
export type Store = { env: Record<string, string | undefined>; cleanUp: () => void };

/** A fresh, empty store of each kind: a SQLite folder, or a database on the file's PostgreSQL. */
export function storesOn(
  servers: TestServers,
): Record<'SQLite' | 'PostgreSQL', () => Promise<Store>> {
  return {
    SQLite: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'store-'));
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    PostgreSQL: async () => ({
      env: {
        DATABASE_URL: await servers.postgres.createDatabase(
          `store_${randomUUID().replaceAll('-', '')}`,
        ),
      },
      cleanUp: () => {},
    }),
  };
}

/** The outbox's timings shortened: it looks every 200 ms and retries first after 300. */
export const quickOutbox = {
  OUTBOX_POLL_MS: '200',
  OUTBOX_FIRST_RETRY_MS: '300',
  RATE_LIMIT_PER_MINUTE: '100000',
};

/** A server of the build on `env`, for `check`; stopped after it. */
export async function withServer(
  env: Record<string, string | undefined>,
  check: (server: SiteServer) => Promise<void>,
) {
  const server = await startSiteServer(env);
  try {
    await check(server);
  } finally {
    await server.stop();
  }
}
