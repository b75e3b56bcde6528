// The floors the bench compares every route with: a bare Next.js App Router page (one h1, one p,
// no CSS), and the same page with the site's built stylesheet, both built in a throwaway folder
// from the project's own installed `next`. The second shows what one render-blocking stylesheet
// alone does to the simulated paints.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stylesheetPaths } from '../../testing/stylesheet-paths.mjs';
import { distDir } from '../../testing/test-build.mjs';
import { run } from '../run.mjs';

const layout = (imports) => `${imports}export const metadata = { title: 'Bare Next.js page' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;

const files = {
  'package.json': '{ "private": true }\n',
  // The project's node_modules lies outside this folder: let Turbopack resolve through the link.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/page.js': `export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>One heading and one paragraph, and no CSS.</p></main>;
}
`,
};

/**
 * The site's built stylesheets, as the home page links them, without their @font-face rules
 * (their font files are the site's, not the bare page's), from the build the bench serves.
 */
export function siteStylesheet(siteDir = '.', build = distDir()) {
  const html = readFileSync(join(siteDir, build, 'server/app/index.html'), 'utf8');
  const paths = stylesheetPaths(html);
  if (!paths.length) throw new Error('the built home page names no stylesheet');
  return paths
    .map((path) => readFileSync(join(siteDir, build, path.slice('/_next/'.length)), 'utf8'))
    .join('\n')
    .replace(/@font-face\{[^}]*\}/g, '');
}

/**
 * Builds the bare page, with `stylesheet` (CSS text) imported by its layout when given; resolves
 * with its folder and a function that removes it.
 */
export async function buildBarePage({ stylesheet } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-next-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  if (stylesheet) writeFileSync(join(dir, 'app/site.css'), stylesheet);
  writeFileSync(join(dir, 'app/layout.js'), layout(stylesheet ? "import './site.css';\n" : ''));
  const code = await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: dir,
  });
  if (code !== 0) {
    remove();
    throw new Error(`the bare Next.js page did not build (exit ${code})`);
  }
  return { dir, remove };
}
