import { test } from './test';
import {
  startSmtpInbox,
  startWebhookReceiver,
  type SmtpInbox,
  type WebhookReceiver,
} from '@/testing/lead-inbox';
import { startPostgres, type TestPostgres } from '@/testing/postgres';

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
