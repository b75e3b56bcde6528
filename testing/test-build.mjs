// The folder of the build the tests serve. `next build` writes where next.config.ts's `distDir`
// says: `.next` unless NEXT_DIST_DIR names another folder. The tools that serve a build of their
// own (npm test, test:e2e, bench, shots and the Playwright configs) set it to TEST_DIST_DIR, so
// that they never rebuild or serve a deploy build in `.next`: a checkout built for
// https://www.example.in stays so.

/** The tests' build folder, beside the deploy build's `.next`. */
export const TEST_DIST_DIR = '.next-test';

/** The build folder a command run now reads and writes: NEXT_DIST_DIR, else `.next`. */
export function distDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next';
}

/** Points this process, and every command it starts, at the tests' build. */
export function selectTestBuild() {
  process.env.NEXT_DIST_DIR = TEST_DIST_DIR;
  return TEST_DIST_DIR;
}
