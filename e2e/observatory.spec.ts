// @ts-expect-error plain ES module shared with npm run observatory
import { scanOrigin } from '@/testing/http-observatory.mjs';
import { expect, test } from './support/test';

test("Mozilla's HTTP Observatory passes every test of the production build but the two that need https", async ({
  baseURL,
}) => {
  // The first run installs the scanner from the npm registry.
  test.setTimeout(180_000);
  const { score, failed } = await scanOrigin(baseURL);
  expect(failed, score).toEqual([]);
});
