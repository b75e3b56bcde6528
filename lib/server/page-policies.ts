import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PENDING_HASHES } from '@/lib/http/content-security-policy';

/**
 * Throws when the build being served still holds the marker where each page's hashes go: it was
 * made by `next build` alone, not `npm run build`, and its pages would run no inline script (the
 * browser ignores the marker), so nothing on them would work. `distDir` is where the server
 * reads the build: the project's `.next` for `next start`, the standalone server's own beside it
 * (the tests' `.next-test`: next.config.ts writes the folder into the compiled code).
 */
export function checkPagePoliciesCompleted(
  distDir = join(process.cwd(), process.env.BUILT_DIST_DIR || '.next'),
): void {
  const manifest = join(distDir, 'routes-manifest.json');
  // A platform that serves the build its own way reads its own copy of the manifest.
  if (!existsSync(manifest)) return;
  if (readFileSync(manifest, 'utf8').includes(PENDING_HASHES)) {
    throw new Error(
      "This build's Content-Security-Policy has no page hashes: it was made by `next build` alone. " +
        'Build with `npm run build`, which hashes each page after `next build`.',
    );
  }
}
