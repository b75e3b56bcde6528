import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { pendingPolicy } from '@/lib/http/content-security-policy';
import { checkPagePoliciesCompleted } from './page-policies';

const build = mkdtempSync(join(tmpdir(), 'page-policies-'));
afterEach(() => vi.unstubAllEnvs());

it.each([
  [
    'refuses a build made by `next build` alone, saying how to build',
    pendingPolicy(),
    /npm run build/,
  ],
  ['serves a build whose pages have their hashes', "script-src 'self' 'sha256-abc='", undefined],
  ['serves a build it cannot see', undefined, undefined],
])('%s', (_, policy, refusal) => {
  rmSync(join(build, 'routes-manifest.json'), { force: true });
  if (policy) {
    const headers = [{ key: 'Content-Security-Policy', value: policy }];
    writeFileSync(
      join(build, 'routes-manifest.json'),
      JSON.stringify({ headers: [{ source: '/', headers }] }),
    );
  }
  vi.stubEnv('BUILT_DIST_DIR', build);
  if (refusal) expect(checkPagePoliciesCompleted).toThrow(refusal);
  else expect(checkPagePoliciesCompleted).not.toThrow();
});
