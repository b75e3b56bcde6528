// `npm run shots`: full-page screenshots of every route at 390 × 844 and 1440 × 900, and of the
// interactive states (e2e/shots/capture.ts), into the git-ignored shots/ folder as
// <view>@<width>.png, so that each view's pair sits side by side in a file browser.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';

process.env.E2E_CHROMIUM_PATH = findBrowser();
if ((await buildIfNeeded('--tests')) !== 0) process.exit(1);
rmSync('shots', { recursive: true, force: true });
const shots = ['playwright', 'test', '-c', 'e2e/shots/shots.config.ts'];
process.exit(spawnSync('npx', shots, { stdio: 'inherit' }).status ?? 1);
