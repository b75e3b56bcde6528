import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { paths } from '@/content/routes';
import { configuration } from '@/lib/config';
import { addressKey, requestClient } from './client-address';
import { logRejection } from './logger';
import { replyMessages } from './replies';
import { spendAllowance } from './submission-limits';

/**
 * The client a quote page, image or PDF is counted against: its address, told apart as the
 * forms' limit tells it (trusted proxies included), in the same store, so every instance on one
 * PostgreSQL counts the same allowance.
 */
export const renderClient = (headers: Headers) =>
  `render:${addressKey(requestClient(headers).address)}`;

/** Spends one of the client's renders: the seconds until it has one again when none is left. */
export async function renderWait(client: string): Promise<number | undefined> {
  const waitMs = await spendAllowance(client, configuration().RENDER_LIMIT_PER_MINUTE, 60);
  return waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * A client past its limit is answered after a second: a loop that does not wait for Retry-After
 * then costs the server one answer a second per connection, not hundreds, which would hold up
 * every other visitor's.
 */
export const pauseBeforeRefusal = () => new Promise((resolve) => setTimeout(resolve, 1_000));

/** Headers of a refused render: when to come back, and that no cache may keep the refusal. */
export const retryHeaders = (seconds: number) => ({
  'Retry-After': String(seconds),
  'Cache-Control': 'no-store',
});

/** The prerendered /try-again page, and the policy that hashes its inline scripts and styles. */
function readTryAgainPage() {
  const build = resolve(process.env.BUILT_DIST_DIR || '.next');
  const manifest = JSON.parse(readFileSync(join(build, 'routes-manifest.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const rule = manifest.headers.find((candidate) => candidate.source === paths.tryAgain);
  const policy = rule?.headers.find((header) => header.key === 'Content-Security-Policy');
  if (!policy) throw new Error(`No policy for ${paths.tryAgain}`);
  const html = readFileSync(join(build, `server/app${paths.tryAgain}.html`), 'utf8');
  return { html, policy: policy.value };
}

let tryAgainPage: ReturnType<typeof readTryAgainPage> | undefined;

/**
 * The 429 of a quote page: the prerendered /try-again page, in the site's design and at no cost
 * of rendering (a rewrite to it would answer 200). A server without the file (`next dev`)
 * answers in plain text.
 */
export async function tooManyRenders(seconds: number): Promise<Response> {
  logRejection('quote_page', 'rate_limited', 429);
  await pauseBeforeRefusal();
  try {
    tryAgainPage ??= readTryAgainPage();
  } catch {
    const headers = retryHeaders(seconds);
    return new Response(replyMessages.tooManyRenders, { status: 429, headers });
  }
  return new Response(tryAgainPage.html, {
    status: 429,
    headers: {
      ...retryHeaders(seconds),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': tryAgainPage.policy,
    },
  });
}
