import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingPolicy } from '@/lib/http/content-security-policy';
import { checkPagePoliciesCompleted } from './page-policies';

describe("a server's check of the build's page policies", () => {
  const dist = mkdtempSync(join(tmpdir(), 'page-policies-'));
  afterEach(() => rmSync(join(dist, 'routes-manifest.json'), { force: true }));
  const manifest = (value: string) =>
    writeFileSync(
      join(dist, 'routes-manifest.json'),
      JSON.stringify({
        headers: [{ source: '/', headers: [{ key: 'Content-Security-Policy', value }] }],
      }),
    );

  it('refuses a build made by `next build` alone, and says how to build', () => {
    manifest(pendingPolicy());
    expect(() => checkPagePoliciesCompleted(dist)).toThrow(/Build with `npm run build`/);
  });

  it('passes a completed build, and a build it cannot see', () => {
    manifest("script-src 'self' 'sha256-abc='");
    expect(() => checkPagePoliciesCompleted(dist)).not.toThrow();
    expect(() => checkPagePoliciesCompleted(join(dist, 'elsewhere'))).not.toThrow();
  });
});
