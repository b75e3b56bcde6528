import { expect, test } from './support/test';
import { fuzzRequest, type FuzzOutcome } from './support/fuzz';
import { randomSource } from './support/random-source';
import { startSiteServer } from '@/testing/site-server';
import { upstreamOrigin } from '@/testing/upstream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A short run by default; FUZZ_REQUESTS=5000 npm run test:e2e -- e2e/fuzz.spec.ts for a long one.
const requests = Number(process.env.FUZZ_REQUESTS ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const setups = {
  'forwarding to the upstream, behind one proxy': {
    UPSTREAM_API_BASE: upstreamOrigin,
    TRUSTED_PROXY_HOPS: '1',
  },
  'keeping leads in the embedded store, no proxy': { UPSTREAM_API_BASE: undefined },
};

for (const [name, env] of Object.entries(setups)) {
  test(`no input makes an endpoint answer 500: ${name}`, async () => {
    test.setTimeout(60_000 + requests * 100);
    const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    const server = await startSiteServer({
      ...env,
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const random = randomSource(seed);
    const counts = new Map<FuzzOutcome, number>();
    try {
      for (let i = 0; i < requests; i += 1) {
        const outcome = await fuzzRequest(server.url, random);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const summary = [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
    console.log(
      `fuzz (${name}), seed ${seed}, ${requests} requests: ${JSON.stringify(Object.fromEntries(summary))}`,
    );
    expect(
      [...counts.keys()].filter(
        (status) => typeof status === 'number' && status >= 500 && status !== 503,
      ),
    ).toEqual([]);
    expect(counts.get('reset') ?? 0).toBe(0);
    expect(server.output()).not.toMatch(/⨯|Internal Server Error|at <unknown>/);
  });
}
