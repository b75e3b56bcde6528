import {
  PLAIN_HTTP_FAILURES,
  failedTests,
  formatReport,
  installObservatory,
  scanOrigin,
  // @ts-expect-error plain ES module shared with npm run observatory
} from '@/testing/http-observatory.mjs';
import { expect, test } from './support/test';

type FailedTest = { name: string; result: string };

test.describe("Mozilla's HTTP Observatory", () => {
  // The first run installs the scanner from the npm registry (testing/http-observatory.mjs); later
  // runs find it installed.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await installObservatory();
  });

  test('passes every test of the production build but the two that need https', async ({
    baseURL,
  }, testInfo) => {
    const origin = baseURL ?? '';
    const report = await scanOrigin(origin);
    const lines: string[] = formatReport(report, origin);
    await testInfo.attach('observatory', { body: lines.join('\n'), contentType: 'text/plain' });

    const failed: FailedTest[] = failedTests(report, PLAIN_HTTP_FAILURES);
    expect(
      failed,
      `failed: ${failed.map(({ name, result }) => `${name} (${result})`).join(', ')}\n` +
        lines.join('\n'),
    ).toEqual([]);
  });
});
