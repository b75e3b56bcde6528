// Finds a Chromium for Playwright and Lighthouse: Playwright's own if installed, else
// CHROMIUM_PATH, else Debian's /usr/bin/chromium. With none, as root with apt-get, installs
// Debian's chromium; otherwise says exactly what to install.
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

export function findBrowser({ install = true } = {}) {
  const [found] = candidates();
  if (found) return found;
  if (install && process.getuid?.() === 0 && hasAptGet()) {
    console.log("No Chromium found: installing Debian's chromium with apt-get ...");
    execFileSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      ],
      {
        stdio: 'inherit',
      },
    );
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
