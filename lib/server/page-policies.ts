import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PENDING_HASHES } from '@/lib/http/content-security-policy';

/**
 * Throws when the build being served still holds the marker where each page's hashes go: it was
 * made by `next build` alone, not `npm run build`, and its pages would run no inline script (the
 * browser ignores the marker), so nothing on them would work. The server reads the build from
 * the folder next.config.ts wrote into the compiled code (the tests' `.next-test`, or `.next`).
 */
export function checkPagePoliciesCompleted(): void {
  const manifest = resolve(process.env.BUILT_DIST_DIR || '.next', 'routes-manifest.json');
  // A platform that serves the build its own way reads its own copy of the manifest.
  if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes(PENDING_HASHES)) {
    throw new Error(
      "This build's Content-Security-Policy has no page hashes: it was made by `next build` alone. " +
        'Build with `npm run build`, which hashes each page after `next build`.',
    );
  }
}
