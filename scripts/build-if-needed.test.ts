import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module shared with npm start
import { buildEnv, buildFingerprint, toolsFingerprint } from './build-if-needed.mjs';
import { buildIdentity } from '../lib/build-identity.mjs';

const fingerprint = buildFingerprint as (root: string, env: Record<string, string>) => string;
const tools = toolsFingerprint as (root: string) => string;
const identity = buildIdentity as (root: string, env: Record<string, string>) => string;

let root = '';
function project() {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  mkdirSync(join(root, 'app'));
  writeFileSync(join(root, 'app/page.tsx'), 'export default function Page() {}\n');
  writeFileSync(join(root, 'package.json'), '{"name":"site"}\n');
  writeFileSync(join(root, 'tsconfig.json'), '{}\n');
  writeFileSync(join(root, 'global.d.ts'), '\n');
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  const env = { SITE_URL: 'https://www.example.in' };

  it('stays the same while nothing the build reads has changed', () => {
    project();
    expect(fingerprint(root, env)).toBe(fingerprint(root, { ...env, PORT: '4000' }));
  });

  it('gives two copies of one commit, in different folders, the same build id', () => {
    const first = project();
    const second = mkdtempSync(join(tmpdir(), 'fingerprint-copy-'));
    try {
      cpSync(first, second, { recursive: true });
      expect(identity(first, env)).toMatch(/^[0-9a-f]{20}$/);
      expect(identity(second, env)).toBe(identity(first, env));
      writeFileSync(join(second, 'app/page.tsx'), '// the next commit\n');
      expect(identity(second, env)).not.toBe(identity(first, env));
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('changes with SITE_URL, which the prerendered pages carry', () => {
    project();
    expect(fingerprint(root, env)).not.toBe(fingerprint(root, { SITE_URL: 'https://x.example' }));
    expect(fingerprint(root, env)).not.toBe(fingerprint(root, {}));
  });

  it('changes with package.json, tsconfig.json, global.d.ts and any source file', () => {
    project();
    for (const file of ['package.json', 'tsconfig.json', 'global.d.ts', 'app/page.tsx']) {
      const before = fingerprint(root, env);
      writeFileSync(join(root, file), `// changed ${file}\n`);
      expect(fingerprint(root, env), file).not.toBe(before);
    }
    const before = fingerprint(root, env);
    writeFileSync(join(root, 'app/new-page.tsx'), '\n');
    expect(fingerprint(root, env)).not.toBe(before);
  });

  it("keeps the last build's variables when none is set, which a server then serves", () => {
    const script = 'https://stats.example.net/s.js';
    const stamp = {
      fingerprint: 'x',
      variables: { SITE_URL: 'https://www.example.in', ANALYTICS_SCRIPT_URL: script },
    };
    expect(buildEnv({}, stamp)).toEqual({
      SITE_URL: 'https://www.example.in',
      ANALYTICS_SCRIPT_URL: script,
    });
    expect(buildEnv({ SITE_URL: 'https://x.example' }, stamp)).toEqual({
      SITE_URL: 'https://x.example',
      ANALYTICS_SCRIPT_URL: script,
    });
    expect(buildEnv({}, null)).toEqual({ SITE_URL: '', ANALYTICS_SCRIPT_URL: '' });
  });

  it("tells the tests' build apart by the scripts that finish it, which npm start's does not", () => {
    project();
    const scripts = [
      'scripts/build-if-needed.mjs',
      'scripts/content-security-policy.mjs',
      'scripts/inline-stylesheets.mjs',
      'scripts/run.mjs',
      'scripts/typescript.mjs',
      'testing/test-build.mjs',
    ];
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'testing'));
    for (const file of scripts) writeFileSync(join(root, file), `// ${file}\n`);
    for (const file of scripts) {
      const [before, sources] = [tools(root), fingerprint(root, env)];
      writeFileSync(join(root, file), `// changed ${file}\n`);
      expect(tools(root), file).not.toBe(before);
      expect(fingerprint(root, env), file).toBe(sources);
    }
  });
});

describe("the build's .env files", () => {
  /** The SITE_URL a build would take in `dir`, run as npm run build runs (NODE_ENV unset). */
  function siteUrlBuiltIn(dir: string, env: Record<string, string>): string {
    const script =
      `const { loadEnvFiles, buildEnv } = await import(${JSON.stringify(resolve('scripts/build-if-needed.mjs'))});` +
      `loadEnvFiles(${JSON.stringify(dir)}); process.stdout.write(buildEnv(process.env, null).SITE_URL);`;
    const childEnv = { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv;
    return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: childEnv,
      encoding: 'utf8',
    });
  }

  it('are read as next build reads them, the environment first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-files-'));
    try {
      writeFileSync(join(dir, '.env.production'), 'SITE_URL=https://www.example.in\n');
      writeFileSync(join(dir, '.env'), 'SITE_URL=https://ignored.example\n');
      expect(siteUrlBuiltIn(dir, {})).toBe('https://www.example.in');
      expect(siteUrlBuiltIn(dir, { SITE_URL: 'https://from.environment.example' })).toBe(
        'https://from.environment.example',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
