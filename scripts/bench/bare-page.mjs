// The floor the bench compares every route with: a bare Next.js App Router page (one h1, one p,
// no CSS), built in a throwaway folder from the project's own installed `next`.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from '../run.mjs';

const files = {
  'package.json': '{ "private": true }\n',
  // The project's node_modules lies outside this folder: let Turbopack resolve through the link.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Bare Next.js page' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>One heading and one paragraph, and no CSS.</p></main>;
}
`,
};

/** Builds the bare page; resolves with its folder and a function that removes it. */
export async function buildBarePage() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-next-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const code = await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: dir,
  });
  if (code !== 0) {
    remove();
    throw new Error(`the bare Next.js page did not build (exit ${code})`);
  }
  return { dir, remove };
}
