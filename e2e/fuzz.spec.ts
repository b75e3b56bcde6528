import { expect, test } from './support/test';
import { fuzzRequest, randomSource, type FuzzOutcome } from './support/fuzz';
import { startSiteServer } from '@/testing/site-server';
import { upstreamOrigin } from '@/testing/upstream';

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
    const server = await startSiteServer({ ...env, RATE_LIMIT_PER_MINUTE: '1000000' });
    const random = randomSource(seed);
    const counts = new Map<FuzzOutcome, number>();
    try {
      for (let i = 0; i < requests; i += 1) {
        const outcome = await fuzzRequest(server.url, random);
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      }
    } finally {
      await server.stop();
    }
    const summary = JSON.stringify(Object.fromEntries([...counts].sort()));
    console.log(`fuzz (${name}), seed ${seed}, ${requests} requests: ${summary}`);
    const failures = [...counts.keys()].filter(
      (s) => typeof s === 'number' && s >= 500 && s !== 503,
    );
    expect(failures).toEqual([]);
    expect(counts.get('reset') ?? 0).toBe(0);
    expect(server.output()).not.toMatch(/⨯|Internal Server Error|at <unknown>/);
  });
}
