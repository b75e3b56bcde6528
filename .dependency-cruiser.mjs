// `npm run lint:imports` (part of `npm run lint` and `npm test`): the imports point one way.
// The site (app/, components/, content/, lib/ and the root files Next reads) imports no test or
// script code; its own *.test.ts(x) files may import the harness in testing/. The browser tests
// (e2e/) and the scripts (scripts/) may import testing/, never each other; testing/ imports
// neither. No import circle, type-only imports included. A path a script hands to
// importTypeScript (scripts/typescript.mjs) is no import to this check: keep those one way too.
const site = '^(app|components|content|lib)/|^[^/]+\\.(ts|tsx|mjs)$';
const testConfigs = '^(playwright|vitest)\\.config\\.ts$';
const tests = '\\.test\\.tsx?$';
const rule = (name, from, to) => ({ name, severity: 'error', from, to });

const config = {
  forbidden: [
    rule(
      'site-imports-no-test-or-script-code',
      { path: site, pathNot: [tests, testConfigs] },
      { path: '^(testing|e2e|scripts)/' },
    ),
    rule(
      'site-tests-import-only-the-harness',
      { path: site, pathNot: testConfigs },
      { path: '^(e2e|scripts)/' },
    ),
    rule('browser-tests-import-no-script', { path: '^e2e/' }, { path: '^scripts/' }),
    rule('scripts-import-no-browser-test', { path: '^scripts/' }, { path: '^e2e/' }),
    rule(
      'harness-imports-no-test-or-script',
      { path: '^testing/' },
      { path: ['^(e2e|scripts)/', tests] },
    ),
    rule('no-circular', {}, { circular: true }),
    // An import this check cannot follow would pass every rule unseen.
    rule('not-to-unresolvable', {}, { couldNotResolve: true }),
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(node_modules|\\.next|\\.next-test|\\.ci|playwright-report|shots|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};

export default config;
