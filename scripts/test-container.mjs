// `npm run test:container [-- --keep-image]`: builds the Dockerfile as it is with the engine
// installed (docker, else podman), runs the image as docs/operations.md says, and checks what an
// operator relies on. Opt-in, outside `npm test`: minutes on two cores. Where the base image is
// missing and no registry gives it, scripts/container-base.mjs makes it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeBaseImage } from './container-base.mjs';
import { importTypeScript } from './typescript.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const { rawRequest, tokenHeaders } = await importTypeScript('testing/raw-request.ts');
const { freePort, waitUntilAnswers } = await importTypeScript('testing/site-server.ts');
const { demoRequestBody } = await importTypeScript('testing/demo-request-body.ts');
const { endpoints } = await importTypeScript('lib/http/endpoints.ts');

const engine = ['docker', 'podman'].find(
  (name) => spawnSync(name, ['info'], { stdio: 'ignore' }).status === 0,
);
if (!engine) throw new Error('No container engine answers `info`: install docker or podman.');
const attempt = (...args) => spawnSync(engine, args, { encoding: 'utf8' });
const run = (...args) => execFileSync(engine, args, { encoding: 'utf8' }).trim();
const image = 'localhost/messaging-site:container-test';
const name = `site-container-test-${process.pid}`;
const volume = `${name}-data`;
const keep = process.argv.includes('--keep-image');
const failed = [];
function check(what, ok, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `: ${detail}`}`);
  if (!ok) failed.push(what);
}

try {
  // --keep-image keeps the image afterwards, and takes it as it is when it is there.
  if (!keep || attempt('image', 'inspect', image).status !== 0) {
    const base = /^FROM\s+(\S+)/m.exec(readFileSync('Dockerfile', 'utf8'))[1];
    if (attempt('image', 'inspect', base).status !== 0 && attempt('pull', base).status !== 0) {
      console.log(`=== ${base} is missing and no registry gives it: making it from Debian's`);
      makeBaseImage(engine, base);
    }
    console.log(`=== ${engine} build`);
    // podman's own image format drops HEALTHCHECK.
    const format = engine === 'podman' ? ['--format', 'docker'] : [];
    const args = ['build', ...format, '--build-arg', 'SITE_URL=http://localhost:3000', '-t', image];
    execFileSync(engine, [...args, '.'], { stdio: 'inherit' });
  }
  const healthcheck = JSON.parse(
    run('image', 'inspect', '--format', '{{json .Config.Healthcheck}}', image),
  );

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const options = `--stop-timeout 30 -p 127.0.0.1:${port}:3000 -v ${volume}:/data`;
  run(...`run -d --name ${name} ${options} ${image}`.split(' '));
  const running = () => run('inspect', '--format', '{{.State.Running}}', name) === 'true';
  await waitUntilAnswers(`${url}/`, { timeoutMs: 180_000, exited: () => !running() });
  const home = await fetch(`${url}/`);
  check('/ serves the home page', home.ok && (await home.text()).includes('<html'), home.status);
  const health = await (await fetch(`${url}/api/health`)).text();
  check('/api/health says ok', health === '{"status":"ok"}', health);
  const uid = run('exec', name, 'stat', '-c', '%u', '/proc/1');
  check('the server runs as a user, not root', uid !== '0', `uid ${uid}`);
  const probe = attempt('exec', name, ...(healthcheck?.Test?.slice(1) ?? ['false']));
  check("the image's HEALTHCHECK passes", probe.status === 0, JSON.stringify(healthcheck));

  const email = `container-${process.pid}@example.in`;
  const body = JSON.stringify(demoRequestBody(email));
  const sent = await rawRequest(`${url}${endpoints.demoRequest}`, {
    headers: tokenHeaders(),
    body,
  });
  check('a demo request is taken', sent.status === 200, `${sent.status} ${sent.body}`);

  const stopped = performance.now();
  run('stop', name);
  const seconds = (performance.now() - stopped) / 1000;
  const exitCode = run('inspect', '--format', '{{.State.ExitCode}}', name);
  const logs = attempt('logs', name);
  const shutdown = `${logs.stdout}${logs.stderr}`.match(/^Shutdown: .*$/gm) ?? [];
  check(
    'a stop drains the server, which exits cleanly within the grace',
    exitCode === '143' && seconds < 30 && shutdown.some((line) => line.includes('drained')),
    `exit ${exitCode} after ${seconds.toFixed(1)} s; ${shutdown.join(' | ')}`,
  );
  attempt('rm', name);
  // A new container on the same volume: the lead outlives the one that took it.
  const listed = attempt('run', '--rm', '-v', `${volume}:/data`, image, 'node', 'leads.mjs');
  check(
    'the leads CLI in a new container lists the lead from the volume',
    listed.stdout.includes(`email: ${email}`),
    `${listed.stdout}${listed.stderr}`,
  );
} catch (error) {
  failed.push(error.message);
  console.error(error.message);
} finally {
  attempt('rm', '--force', name);
  attempt('volume', 'rm', '--force', volume);
  if (!keep) attempt('rmi', '--force', image);
}
console.log(failed.length === 0 ? 'The container passed.' : `${failed.length} failed.`);
process.exit(failed.length === 0 ? 0 : 1);
