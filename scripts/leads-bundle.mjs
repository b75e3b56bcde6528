// The leads CLI of the standalone server: lib/server/leads-cli.ts bundled into one file beside
// server.js, for a folder that has neither the sources nor the scripts (a container's /app).
// esbuild: one call turns the TypeScript, with the tsconfig's @/ paths, into a single ES module.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the CLI lands, beside server.js, for the build in `distDir`. */
export function standaloneLeadsCli(distDir = '.next') {
  return join(distDir, 'standalone/leads.mjs');
}

/**
 * The native driver and the PostgreSQL client stay outside the bundle: the server uses them too,
 * so Next has traced them into the standalone node_modules, built for the image's platform.
 */
export const leadsCliExternals = ['better-sqlite3', 'pg'];

/**
 * The CLI reads the .env files beside it, which the build copies into the standalone folder as it
 * does for server.js (`.env`, `.env.production`), under NODE_ENV=production as server.js sets it.
 * `@next/env` is bundled in.
 */
const entry = `import { fileURLToPath } from 'node:url';
import { leadsCli, loadServerEnvFiles } from './lib/server/leads-cli';
process.env.NODE_ENV = 'production';
loadServerEnvFiles(fileURLToPath(new URL('.', import.meta.url)));
process.exitCode = await leadsCli(process.argv.slice(2));
`;

/** Bundles the CLI into the standalone folder; throws when an external is not traced there. */
export async function bundleLeadsCli(root = '.', distDir = '.next') {
  const standalone = join(root, distDir, 'standalone');
  const missing = leadsCliExternals.filter(
    (name) => !existsSync(join(standalone, 'node_modules', name, 'package.json')),
  );
  if (missing.length > 0) {
    throw new Error(`The standalone node_modules lacks what the leads CLI needs: ${missing}`);
  }
  await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'leads.mjs', loader: 'ts' },
    tsconfig: join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: leadsCliExternals,
    // The bundled CommonJS packages (rate-limiter-flexible, @next/env) use require and __dirname,
    // which ES modules lack.
    banner: {
      js: [
        "import { createRequire } from 'node:module';",
        "import { dirname as __dirnameOf } from 'node:path';",
        "import { fileURLToPath as __fileOf } from 'node:url';",
        'const require = createRequire(import.meta.url);',
        'const __filename = __fileOf(import.meta.url);',
        'const __dirname = __dirnameOf(__filename);',
      ].join(' '),
    },
    outfile: join(root, standaloneLeadsCli(distDir)),
    logLevel: 'warning',
  });
}
