// The floor every route is compared with: a bare Next.js App Router page, built in a throwaway
// folder from the project's own `next`, with a menu button and a field whose figure updates (the
// floor of the interaction bar), and nothing else.
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
  'app/page.js': `import { Widgets } from './widgets';
export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>One heading and one paragraph, and no CSS.</p><Widgets /></main>;
}
`,
  'app/widgets.js': `'use client';
import { useEffect, useState } from 'react';
export function Widgets() {
  const [open, setOpen] = useState(false);
  const [volume, setVolume] = useState('');
  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);
  return <>
    <button aria-expanded={open} onClick={() => setOpen(!open)}>Menu</button>
    {open && <ul><li><a href="/">Home</a></li><li><a href="/">About</a></li></ul>}
    <label>Volume <input inputMode="numeric" value={volume} onChange={(e) => setVolume(e.target.value)} /></label>
    <output>{(Number(volume.replace(/\\D/g, '')) * 0.17).toFixed(2)}</output>
  </>;
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
