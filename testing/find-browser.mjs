// Finds a Chromium for Playwright and Lighthouse: Playwright's own if installed, else
// CHROMIUM_PATH, else Debian's /usr/bin/chromium. With none, as root with apt-get, installs
// Debian's chromium; otherwise says exactly what to install.
// The browser tests ask for the headless shell (`{ headlessShell: true }`), as Playwright itself
// runs headless tests: Chromium's old headless mode, without the browser's own interface, takes
// about a third less time per page on two cores. Debian packages it as chromium-headless-shell;
// as root with apt-get it is installed, and without it the tests use the full browser.
// Lighthouse and the screenshots keep the full browser, which is what PageSpeed Insights and a
// visitor run, and so does the test of CSP reports: the shell sends no Reporting API reports.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightsOwn() {
  try {
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function candidates() {
  return [
    playwrightsOwn(),
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((path) => path && existsSync(path));
}

function hasAptGet() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const headlessShells = () =>
  [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].filter(
    (path) => path && existsSync(path),
  );

/** Installs Debian's package as root with apt-get; whether it could try. */
function aptInstall(pkg) {
  if (!(process.getuid?.() === 0 && hasAptGet())) return false;
  console.log(`Installing Debian's ${pkg} with apt-get ...`);
  try {
    execFileSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`],
      { stdio: 'inherit' },
    );
  } catch {
    console.log(`apt-get could not install ${pkg}.`);
  }
  return true;
}

export function findBrowser({ install = true, headlessShell = false } = {}) {
  if (headlessShell) {
    const [shell] = headlessShells();
    if (shell) return shell;
    if (install && aptInstall('chromium-headless-shell')) {
      const [installed] = headlessShells();
      if (installed) return installed;
    }
  }
  const [found] = candidates();
  if (found) return found;
  if (install && aptInstall('chromium')) {
    const [installed] = candidates();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Install one of: Debian\'s "chromium" package (apt-get install chromium), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findBrowser());
}
