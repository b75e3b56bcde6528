import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { submit } from './support/leads';
import { freePort, waitUntilAnswers, type SiteServer } from '@/testing/site-server';
import { distDir } from '@/testing/test-build.mjs';
import { uniqueMarker } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

/** One instruction of a Dockerfile: its keyword and the rest, continuation lines joined. */
type Instruction = { keyword: string; rest: string };

function instructions(dockerfile: string): Instruction[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), rest: rest.join(' ') };
    });
}

/** The stages of a Dockerfile, by the instructions after each FROM. */
function stages(all: Instruction[]) {
  const found: { name?: string; steps: Instruction[] }[] = [];
  for (const step of all) {
    if (step.keyword === 'FROM')
      found.push({ name: /\bAS\s+(\S+)/i.exec(step.rest)?.[1], steps: [] });
    else found.at(-1)?.steps.push(step);
  }
  return found;
}

const values = (steps: Instruction[], keyword: string) =>
  steps.filter((step) => step.keyword === keyword).map((step) => step.rest);

/** ENV KEY=value ..., with ${ARG} replaced by the build arguments. */
function environment(steps: Instruction[], args: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const line of values(steps, 'ENV')) {
    for (const [, key = '', value = ''] of line.matchAll(/(\w+)=(\S*)/g)) {
      env[key] = value.replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
    }
  }
  return env;
}

/** The exec form's argument list, as `CMD [...]` and `HEALTHCHECK ... CMD [...]` write it. */
function execForm(text: string): string[] {
  const json = /\[.*\]$/.exec(text)?.[0];
  if (!json) throw new Error(`Not the exec form: ${text}`);
  return JSON.parse(json) as string[];
}

const dockerfile = stages(instructions(readFileSync('Dockerfile', 'utf8')));
const buildStage = dockerfile.find((stage) => stage.name === 'build');
const runtime = dockerfile.at(-1)!;
// The build arguments as the build that is tested was made.
const buildArgs = { SITE_URL: process.env.SITE_URL ?? '' };

const execute = promisify(execFile);

test.describe('the Dockerfile', () => {
  let image: string;
  test.beforeEach(() => {
    image = mkdtempSync(join(tmpdir(), 'image-'));
  });
  test.afterEach(() => rmSync(image, { recursive: true, force: true }));

  test('its layout serves the site, keeps a lead the CLI beside it lists, and passes its HEALTHCHECK', async () => {
    test.setTimeout(90_000);
    expect(buildStage, 'a stage named build').toBeDefined();
    const buildDir = values(buildStage!.steps, 'WORKDIR').at(-1) ?? '/';
    // Each runtime COPY from the build stage, from the repository into the temporary root.
    const copies = values(runtime.steps, 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const [from, source = '', target = ''] = copy.split(' ');
      expect(from).toBe('--from=build');
      const inBuildStage = isAbsolute(source) ? relative(buildDir, source) : source;
      expect(inBuildStage.startsWith('..'), source).toBe(false);
      // The image's build is in .next; the one tested here is the tests' own (.next-test).
      const inRepository = inBuildStage.replace(/^\.next(?=\/|$)/, distDir());
      mkdirSync(join(image, target), { recursive: true });
      cpSync(inRepository, join(image, target), { recursive: true, verbatimSymlinks: true });
    }
    const workdir = join(image, values(runtime.steps, 'WORKDIR').at(-1) ?? '/');

    const env = environment(runtime.steps, buildArgs);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DATA_DIR: '/data',
      HOSTNAME: '0.0.0.0',
      PORT: '3000',
    });
    for (const name of ['UPSTREAM_API_BASE', 'DATABASE_URL', 'SMTP_URL', 'LEAD_WEBHOOK_SECRET']) {
      expect(env, `${name} is given at run time`).not.toHaveProperty(name);
    }
    const port = await freePort();
    // What the container has: the image's ENV, and nothing of this machine's but PATH.
    const containerEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: join(image, 'data'),
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const [command = '', ...args] = execForm(values(runtime.steps, 'CMD').at(-1) ?? '');
    const child = spawn(command, args, {
      cwd: workdir,
      env: containerEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const server: SiteServer = {
      url: `http://127.0.0.1:${port}`,
      output: () => output,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
      kill: async () => {
        child.kill('SIGKILL');
        await exited;
      },
    };
    const [healthCommand = '', ...healthArgs] = execForm(
      values(runtime.steps, 'HEALTHCHECK').at(-1) ?? '',
    );
    const healthCheck = () =>
      execute(healthCommand, healthArgs, { cwd: workdir, env: containerEnv }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? 1,
      );
    try {
      await waitUntilAnswers(`${server.url}/`, { exited: () => child.exitCode !== null });
      expect(output).toContain('Lead store: sqlite');
      expect(await healthCheck()).toBe(0);

      const email = `${uniqueMarker('container')}@example.in`;
      const answer = await submit(server, endpoints.demoRequest, demoRequestBody(email));
      expect(answer.json).toEqual({ statusCode: 200, message: 'Demo request received' });

      // As `docker exec <container> node leads.mjs ...` runs it: the image's folder and ENV.
      const leads = async (...cliArgs: string[]) =>
        (await execute('node', ['leads.mjs', ...cliArgs], { cwd: workdir, env: containerEnv }))
          .stdout;
      const kept = await leads('--status', 'kept');
      expect(kept).toMatch(/^1 lead\(s\) in DATA_DIR=/);
      expect(kept).toContain(`demo_request  kept`);
      expect(kept).toContain(`email: ${email}`);
      const csv = (await leads('--csv')).trim().split('\r\n');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(`,demo_request,kept,,,${email},Asha Verma,`);
    } finally {
      await server.stop();
    }
    expect(await healthCheck()).not.toBe(0);
  });
});
