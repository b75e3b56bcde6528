import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { rawRequest, tokenHeaders } from '@/testing/raw-request';
import { freePort, waitUntilAnswers } from '@/testing/site-server';
import { distDir } from '@/testing/test-build.mjs';
import { endpoints } from '@/lib/http/endpoints';

// `npm run test:container` builds and runs the image; here, with no container engine, the tests'
// build runs as the Dockerfile's last stage lays it out: its COPY, WORKDIR, ENV, CMD, HEALTHCHECK.
const dockerfile = readFileSync('Dockerfile', 'utf8').replace(/\\\n\s*/g, '');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const instruction = (keyword: string) => new RegExp(`^${keyword} (.*)$`, 'm').exec(runtime)![1]!;
const execForm = (text: string) => JSON.parse(/\[.*\]$/.exec(text)![0]) as string[];
const execute = promisify(execFile);

test("the Dockerfile's layout serves the site, keeps a lead the CLI beside it lists, and passes its HEALTHCHECK", async () => {
  test.setTimeout(90_000);
  const [, from, to] = /^--from=build \/app\/(\S+) (\S+)$/.exec(instruction('COPY'))!;
  expect(to).toBe(instruction('WORKDIR'));
  const app = mkdtempSync(join(tmpdir(), 'image-'));
  cpSync(from!.replace(/^\.next/, distDir()), app, { recursive: true, verbatimSymlinks: true });
  const image = Object.fromEntries(
    [...instruction('ENV').matchAll(/(\w+)=(\S*)/g)].map(([, key, value]) => [key, value]),
  );
  expect(image).toEqual({
    NODE_ENV: 'production',
    SITE_URL: '${SITE_URL}',
    HOSTNAME: '0.0.0.0',
    PORT: '3000',
    DATA_DIR: '/data',
  });
  const port = await freePort();
  // What the container has: the image's ENV (the build's SITE_URL), nothing of this machine's.
  const env = {
    PATH: process.env.PATH,
    ...image,
    SITE_URL: process.env.SITE_URL ?? '',
    DATA_DIR: join(app, 'data'),
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  };
  const [command, ...args] = execForm(instruction('CMD'));
  const server = spawn(command!, args, { cwd: app, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const [healthCommand, ...healthArgs] = execForm(instruction('HEALTHCHECK'));
  const healthCheck = () =>
    execute(healthCommand!, healthArgs, { cwd: app, env }).then(
      () => 'healthy',
      () => 'unhealthy',
    );
  try {
    await waitUntilAnswers(`http://127.0.0.1:${port}/`, { exited: () => server.exitCode !== null });
    expect(await healthCheck()).toBe('healthy');
    const email = `container-${Date.now()}@example.in`;
    const answer = await rawRequest(`http://127.0.0.1:${port}${endpoints.demoRequest}`, {
      headers: tokenHeaders(),
      body: JSON.stringify(demoRequestBody(email)),
    });
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 200, message: 'Demo request received' });
    // As `docker exec <container> node leads.mjs` runs it: in the image's folder, with its ENV.
    const { stdout } = await execute('node', ['leads.mjs', '--status', 'kept'], { cwd: app, env });
    expect(stdout).toMatch(/^1 lead\(s\) in DATA_DIR=/);
    expect(stdout).toContain(`email: ${email}`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  expect(await healthCheck()).toBe('unhealthy');
  rmSync(app, { recursive: true, force: true });
});
