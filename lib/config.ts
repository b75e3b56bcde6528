import { z } from 'zod';

/**
 * Configuration is read and checked once, where it is used. A malformed value stops the build or
 * the server with a message naming the variable.
 */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''));

function parseVariable<T>(name: string, schema: z.ZodType<T>, raw: string | undefined): T {
  const result = schema.safeParse(raw === '' ? undefined : raw);
  if (!result.success) {
    throw new Error(
      `Invalid configuration: ${name}=${JSON.stringify(raw)}: ${result.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}

/** Public origin of the site; baked into prerendered HTML, so read at build time. */
export function siteUrl(): string {
  return parseVariable(
    'SITE_URL',
    originSchema.default('http://localhost:3000'),
    process.env.SITE_URL,
  );
}

/** Origin of the upstream API, read at run time; undefined means the embedded store. */
export function upstreamApiBase(): string | undefined {
  return parseVariable('UPSTREAM_API_BASE', originSchema.optional(), process.env.UPSTREAM_API_BASE);
}

/** Submissions one client may make to each endpoint per minute, read at run time. */
export function rateLimitPerMinute(): number {
  return parseVariable(
    'RATE_LIMIT_PER_MINUTE',
    z.coerce.number().int().positive().default(5),
    process.env.RATE_LIMIT_PER_MINUTE,
  );
}

/**
 * How many proxies in front of the site append to X-Forwarded-For, read at run time. 0: none,
 * forwarded headers are not trusted and the client is the peer of the TCP connection.
 */
export function trustedProxyHops(): number {
  return parseVariable(
    'TRUSTED_PROXY_HOPS',
    z.coerce.number().int().min(0).max(10).default(0),
    process.env.TRUSTED_PROXY_HOPS,
  );
}

/** Submissions all clients together may make to one server process per minute, at run time. */
export function instanceSubmissionsPerMinute(): number {
  return parseVariable(
    'INSTANCE_SUBMISSIONS_PER_MINUTE',
    z.coerce.number().int().positive().default(120),
    process.env.INSTANCE_SUBMISSIONS_PER_MINUTE,
  );
}

/** Folder of the embedded lead store (used when UPSTREAM_API_BASE is unset), read at run time. */
export function dataDir(): string {
  return parseVariable('DATA_DIR', z.string().default('data'), process.env.DATA_DIR);
}
