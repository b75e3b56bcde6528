import { expect, test } from './support/test';
import { health, submit } from './support/leads';
import { withServer } from './support/test-servers';
import { startSiteServer } from '@/testing/site-server';
import { uniqueMarker, upstreamOrigin } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

// Lead capture stays open: what invalid requests and other clients do never shuts it for a new
// visitor. Each test has a server of its own, with the real per-client limit of 5 a minute.
test.describe.configure({ mode: 'serial' });

test('a flood of invalid requests from 25 addresses leaves a new visitor’s subscription open', async () => {
  test.setTimeout(60_000);
  await withServer({ UPSTREAM_API_BASE: upstreamOrigin }, async (server) => {
    const started = Date.now();
    const flood = await Promise.all(
      Array.from({ length: 25 }, async (_, client) => {
        const answers: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          answers.push(
            (await submit(server, endpoints.subscribe, {}, { from: `127.0.1.${client + 1}` }))
              .status,
          );
        }
        return answers;
      }),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(new Set(flood.flat())).toEqual(new Set([422]));

    const visitor = await submit(
      server,
      endpoints.subscribe,
      { email: `${uniqueMarker('after-flood')}@example.in` },
      { from: '127.0.2.1' },
    );
    expect(visitor).toMatchObject({ status: 200, json: { statusCode: 200 } });
    // The flooders themselves used none of their own allowance either.
    const flooder = await submit(
      server,
      endpoints.subscribe,
      { email: `${uniqueMarker('flooder')}@example.in` },
      { from: '127.0.1.1' },
    );
    expect(flooder.status).toBe(200);
  });
});

test('200 addresses sending 10 subscriptions each in a minute: 5 each taken, no 5xx, health stays up', async () => {
  test.setTimeout(120_000);
  const server = await startSiteServer({ UPSTREAM_API_BASE: upstreamOrigin });
  const marker = uniqueMarker('load');
  const healthStatuses: number[] = [];
  let loading = true;
  const watching = (async () => {
    while (loading) {
      healthStatuses.push((await fetch(`${server.url}/api/health`)).status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    const started = Date.now();
    const perClient = await Promise.all(
      Array.from({ length: 200 }, async (_, client) => {
        const from = `127.0.${3 + Math.floor(client / 200)}.${(client % 200) + 1}`;
        const answers: number[] = [];
        for (let i = 0; i < 10; i += 1) {
          const email = `${marker}c${client}n${i}@example.in`;
          answers.push((await submit(server, endpoints.subscribe, { email }, { from })).status);
        }
        return answers;
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    loading = false;
    await watching;
    expect(seconds).toBeLessThan(60);
    for (const answers of perClient) {
      expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    }
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(new Set(healthStatuses)).toEqual(new Set([200]));
    expect(await health(server)).toMatchObject({ status: 'ok' });
    console.log(`200 clients × 10 subscriptions in ${seconds.toFixed(1)} s`);
  } finally {
    loading = false;
    await server.stop();
  }
});
