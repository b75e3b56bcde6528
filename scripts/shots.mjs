// `npm run shots`: builds if needed, takes full-page screenshots of every route at 390 × 844 and
// 1440 × 900 and of the interactive states (e2e/shots/capture.ts), into the git-ignored shots/
// folder, and writes shots/index.html to look at them side by side.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildForTests } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';
import { run } from './run.mjs';

const dir = 'shots';
const browser = findBrowser();
// The tests' build (.next-test), never a deploy build in .next.
const built = await buildForTests();
if (built !== 0) process.exit(built);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
const code = await run('npx', ['playwright', 'test', '-c', 'e2e/shots/shots.config.ts'], {
  env: { E2E_CHROMIUM_PATH: browser },
});

// name@390.png and name@1440.png side by side, routes first, then the states.
const pictures = new Map();
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.png'))
  .sort()) {
  const [, name, width] = file.match(/^(.+)@(\d+)\.png$/) ?? [];
  if (!name) continue;
  pictures.set(name, { ...pictures.get(name), [width]: file });
}
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const cell = (file) =>
  file ? `<a href="${escape(file)}"><img src="${escape(file)}" alt="" loading="lazy"></a>` : '';
const rows = [...pictures]
  .map(
    ([name, files]) =>
      `<section><h2>${escape(name)}</h2><div class="pair">${cell(files[390])}${cell(files[1440])}</div></section>`,
  )
  .join('\n');
writeFileSync(
  `${dir}/index.html`,
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;background:#f1f5f9}
h2{font-size:15px;margin:32px 0 8px}
.pair{display:grid;grid-template-columns:390px 1fr;gap:24px;align-items:start}
img{width:100%;border:1px solid #cbd5e1;background:#fff}
</style></head>
<body><h1>Screenshots: 390 × 844 (left) and 1440 × 900 (right)</h1>
${rows}
</body></html>
`,
);
console.log(`\n${pictures.size} views written to ${dir}/; open ${dir}/index.html`);
process.exit(code);
