// `npm run shots`: full-page screenshots of every route at 390 × 844 and 1440 × 900, and of the
// interactive states (e2e/shots/capture.ts), into the git-ignored shots/ folder, with
// shots/index.html showing each pair side by side.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildForTests } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';
import { run } from './run.mjs';

const env = { E2E_CHROMIUM_PATH: findBrowser() };
if ((await buildForTests()) !== 0) process.exit(1);
rmSync('shots', { recursive: true, force: true });
mkdirSync('shots');
const code = await run('npx', ['playwright', 'test', '-c', 'e2e/shots/shots.config.ts'], { env });

const pngs = readdirSync('shots').filter((file) => file.endsWith('.png'));
const views = [...new Set(pngs.map((file) => file.replace(/@\d+\.png$/, '')))].sort();
const image = (file) => `<a href="${file}"><img src="${file}" alt="" loading="lazy"></a>`;
const pairs = views.map(
  (view) => `<h2>${view}</h2><div>${image(`${view}@390.png`)}${image(`${view}@1440.png`)}</div>`,
);
writeFileSync(
  'shots/index.html',
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui;margin:24px;background:#f1f5f9}
div{display:grid;grid-template-columns:390px 1fr;gap:24px;align-items:start}
img{width:100%;border:1px solid #cbd5e1;background:#fff}</style>
<h1>Screenshots: 390 × 844 (left) and 1440 × 900 (right)</h1>
${pairs.join('\n')}
`,
);
console.log(`\n${views.length} views in shots/; open shots/index.html`);
process.exit(code);
