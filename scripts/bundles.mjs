// What the standalone server runs beside Next's own bundles, each bundled by esbuild into one ES
// module, for a folder with neither the sources nor the scripts (a container's /app):
// - the leads CLI (lib/server/leads-cli.ts), beside server.js; it reads the .env files beside it,
//   as server.js does;
// - the render pool's worker (lib/server/render-worker.ts), in the build's folder: a worker
//   thread loads a file from disk, which no bundle of Next's is.
import { build } from 'esbuild';
import { join } from 'node:path';

/** Where the CLI lands, beside server.js, for the build in `distDir`. */
export const standaloneLeadsCli = (distDir = '.next') => join(distDir, 'standalone/leads.mjs');

const leadsCli = `import { leadsCli, loadServerEnvFiles } from './lib/server/leads-cli';
process.env.NODE_ENV = 'production';
loadServerEnvFiles(import.meta.dirname);
process.exitCode = await leadsCli(process.argv.slice(2));
`;

/** One ES module for Node from `contents`, with these packages left to node_modules. */
const bundle = (root, contents, outfile, external, more = {}) =>
  build({
    stdin: { contents, resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    tsconfig: join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    jsx: 'automatic',
    external,
    // The bundled CommonJS packages (rate-limiter-flexible, @next/env, pdfkit) use require and
    // __dirname.
    banner: {
      js:
        "import { createRequire as bundleRequire } from 'node:module';" +
        ' const require = bundleRequire(import.meta.url);' +
        ' const __filename = import.meta.filename, __dirname = import.meta.dirname;',
    },
    outfile: join(root, outfile),
    logLevel: 'warning',
    ...more,
  });

export async function bundleLeadsCli(root = '.', distDir = '.next') {
  // The server's own copies, which Next traces into the standalone node_modules.
  await bundle(root, leadsCli, standaloneLeadsCli(distDir), ['better-sqlite3', 'pg']);
}

/**
 * The worker, in the build's folder (`npm run dev` makes it before `next dev`). Next's own copy
 * of `next/og` draws the images, as in the prerendered share images; next.config.ts traces its
 * files into the standalone server. React is bundled in: the standalone server's copy has only
 * its production files, so Node cannot read its exports from an ES module.
 */
export async function bundleRenderWorker(root = '.', distDir = '.next') {
  const entry = "export { default } from './lib/server/render-worker';\n";
  await bundle(root, entry, join(distDir, 'render-worker.mjs'), ['next'], {
    // The file `next/og` points to, which the standalone server has (`next` has no exports map).
    alias: { 'next/og': 'next/dist/server/og/image-response.js' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

if (process.argv[2] === '--render-worker') await bundleRenderWorker();
