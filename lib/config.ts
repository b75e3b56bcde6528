import { z } from 'zod';

/**
 * Configuration, read and checked once: each variable is parsed the first time it is asked for
 * and kept. A malformed value stops the build or the server with a message naming the variable
 * (next.config.ts asks for every one as it loads).
 */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''));

const wholeNumber = (min: number) => z.coerce.number().int().min(min);

function variable<T>(name: string, schema: z.ZodType<T>): () => T {
  let read: { value: T } | undefined;
  return () => {
    if (read) return read.value;
    const raw = process.env[name];
    const result = schema.safeParse(raw === '' ? undefined : raw);
    if (!result.success) {
      const shown = name === 'DATABASE_URL' ? redactedDatabaseUrl(raw ?? '') : raw;
      throw new Error(
        `Invalid configuration: ${name}=${JSON.stringify(shown)}: ${result.error.issues[0]?.message ?? 'invalid'}`,
      );
    }
    read = { value: result.data };
    return read.value;
  };
}

/** A database URL as it may be printed: without its password. */
export function redactedDatabaseUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]*):[^@]*@/i, '$1:***@');
}

/** Public origin of the site; baked into prerendered HTML, so read at build time. */
export const siteUrl = variable('SITE_URL', originSchema.default('http://localhost:3000'));

/** Origin of the upstream API, read at run time; undefined: leads are kept, not forwarded. */
export const upstreamApiBase = variable('UPSTREAM_API_BASE', originSchema.optional());

/** PostgreSQL for the lead store, outbox and rate limit of every instance; undefined: SQLite. */
export const databaseUrl = variable(
  'DATABASE_URL',
  z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// or postgresql:// URL')
    .optional(),
);

/** Folder of the SQLite lead store (used when DATABASE_URL is unset), read at run time. */
export const dataDir = variable('DATA_DIR', z.string().default('data'));

/** Submissions one client may make to each endpoint per minute, read at run time. */
export const rateLimitPerMinute = variable('RATE_LIMIT_PER_MINUTE', wholeNumber(1).default(5));

/**
 * How many proxies in front of the site append to X-Forwarded-For, read at run time. 0: none,
 * forwarded headers are not trusted and the client is the peer of the TCP connection.
 */
export const trustedProxyHops = variable('TRUSTED_PROXY_HOPS', wholeNumber(0).max(10).default(0));

/** Submissions all clients together may make to one server process per minute, at run time. */
export const instanceSubmissionsPerMinute = variable(
  'INSTANCE_SUBMISSIONS_PER_MINUTE',
  wholeNumber(1).default(120),
);

/** How often the outbox looks for leads due for delivery (ms); shorter only in tests. */
export const outboxPollMs = variable('OUTBOX_POLL_MS', wholeNumber(50).default(5_000));

/**
 * The wait before the first retry of a failed delivery (ms), doubled for each one after it. The
 * default with the poll interval keeps the first retry within 30 s (decisions.md).
 */
export const outboxFirstRetryMs = variable(
  'OUTBOX_FIRST_RETRY_MS',
  wholeNumber(50).max(25_000).default(20_000),
);

/** Every variable, for next.config.ts to check as the build and the server start. */
export const allConfiguration = [
  siteUrl,
  upstreamApiBase,
  databaseUrl,
  dataDir,
  rateLimitPerMinute,
  trustedProxyHops,
  instanceSubmissionsPerMinute,
  outboxPollMs,
  outboxFirstRetryMs,
];
