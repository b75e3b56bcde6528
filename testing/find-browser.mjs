// Finds a Chromium for Playwright and Lighthouse: Playwright's own if installed, else
// CHROMIUM_PATH, else Debian's. With none, as root, installs Debian's package with apt-get;
// otherwise says what to install. The browser tests ask for the headless shell
// (`{ headlessShell: true }`, Debian's chromium-headless-shell): about a third less time per page
// on two cores. Lighthouse, the screenshots and the test of CSP reports (the shell sends none)
// keep the full browser, which is what a visitor runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

function playwrightsOwn() {
  try {
    return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}
const first = (paths) => paths.find((path) => path && existsSync(path));
const shell = () =>
  first([process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']);
const browser = () =>
  first([
    playwrightsOwn(),
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);

function aptInstall(pkg) {
  if (process.getuid?.() !== 0) return;
  console.log(`Installing Debian's ${pkg} with apt-get ...`);
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  try {
    execFileSync('sh', ['-c', install], { stdio: 'inherit' });
  } catch {
    console.log(`apt-get could not install ${pkg}.`);
  }
}

export function findBrowser({ install = true, headlessShell = false } = {}) {
  if (headlessShell && !shell() && install) aptInstall('chromium-headless-shell');
  if (headlessShell && shell()) return shell();
  if (!browser() && install) aptInstall('chromium');
  if (browser()) return browser();
  throw new Error(
    'No Chromium found: install Debian\'s "chromium" (apt-get install chromium), or set ' +
      'CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for a headless Chromium on a machine without outside network, possibly as root. */
export const chromiumFlags = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
