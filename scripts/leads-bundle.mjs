// The leads CLI of the standalone server: lib/server/leads-cli.ts bundled by esbuild into one ES
// module beside server.js, for a folder with neither the sources nor the scripts (a container's
// /app). It reads the .env files beside it, as server.js does.
import { build } from 'esbuild';
import { join } from 'node:path';

/** Where the CLI lands, beside server.js, for the build in `distDir`. */
export const standaloneLeadsCli = (distDir = '.next') => join(distDir, 'standalone/leads.mjs');

const entry = `import { leadsCli, loadServerEnvFiles } from './lib/server/leads-cli';
process.env.NODE_ENV = 'production';
loadServerEnvFiles(import.meta.dirname);
process.exitCode = await leadsCli(process.argv.slice(2));
`;

export async function bundleLeadsCli(root = '.', distDir = '.next') {
  await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'leads.mjs', loader: 'ts' },
    tsconfig: join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // The server's own copies, which Next traces into the standalone node_modules.
    external: ['better-sqlite3', 'pg'],
    // The bundled CommonJS packages (rate-limiter-flexible, @next/env) use require and __dirname.
    banner: {
      js:
        "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" +
        ' const __filename = import.meta.filename, __dirname = import.meta.dirname;',
    },
    outfile: join(root, standaloneLeadsCli(distDir)),
    logLevel: 'warning',
  });
}
