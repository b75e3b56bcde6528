// `npm run lint:imports` (part of `npm run lint` and `npm test`): the imports point one way.
// The site (app/, components/, content/, lib/ and the root files Next reads) imports no test or
// script code; its own *.test.ts(x) files may import the harness in testing/. The browser tests
// (e2e/) and the scripts (scripts/) may import testing/, never each other; testing/ imports
// neither. No import circle, type-only imports included. A path a script hands to
// importTypeScript (scripts/typescript.mjs) is no import to this check: keep those one way too.
const site = '^(app|components|content|lib)/|^[^/]+\\.(ts|tsx|mjs)$';
const testConfigs = '^(playwright|vitest)\\.config\\.ts$';
const tests = '\\.test\\.tsx?$';

const config = {
  forbidden: [
    {
      name: 'site-imports-no-test-or-script-code',
      comment: 'The site must not depend on the harness, the browser tests or the scripts.',
      severity: 'error',
      from: { path: site, pathNot: [tests, testConfigs] },
      to: { path: '^(testing|e2e|scripts)/' },
    },
    {
      name: 'site-tests-import-only-the-harness',
      comment: "A unit test of the site may import testing/, not the browser tests' or a script.",
      severity: 'error',
      from: { path: site, pathNot: testConfigs },
      to: { path: '^(e2e|scripts)/' },
    },
    {
      name: 'browser-tests-import-no-script',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'scripts-import-no-browser-test',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'harness-imports-no-test-or-script',
      comment: 'testing/ is imported by the tests and the scripts, so it imports none of them.',
      severity: 'error',
      from: { path: '^testing/' },
      to: { path: ['^(e2e|scripts)/', tests] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import this check cannot follow would pass every rule unseen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: {
      path: '^(node_modules|\\.next|\\.next-test|\\.ci|bench-results|test-results|test-reports|playwright-report|shots|data)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};

export default config;
