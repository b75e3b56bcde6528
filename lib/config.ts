import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Configuration, read and checked once: each variable is parsed the first time it is asked for
 * and kept. A malformed value stops the build or the server with a message naming the variable
 * (next.config.ts asks for every one as the build starts, and instrumentation.ts as a server
 * starts).
 */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''));

const wholeNumber = (min: number) => z.coerce.number().int().min(min);

/** How a variable's value may appear in an error message: a secret never does. */
const shownValue: Record<string, (raw: string) => string> = {
  DATABASE_URL: (raw) => redactedUrl(raw),
  UPSTREAM_API_BASE: (raw) => redactedUrl(raw),
  SMTP_URL: (raw) => redactedUrl(raw),
  // A chat tool's incoming-webhook URL carries its token in the path.
  LEAD_WEBHOOK_URL: (raw) => (URL.canParse(raw) ? `${new URL(raw).origin}/***` : '***'),
  LEAD_WEBHOOK_SECRET: () => '***',
  OUTBOX_DELIVERY_SECRET: () => '***',
  HEALTH_TOKEN: () => '***',
};

function invalid(name: string, raw: string | undefined, message: string): Error {
  const shown = raw === undefined ? raw : (shownValue[name]?.(raw) ?? raw);
  return new Error(`Invalid configuration: ${name}=${JSON.stringify(shown)}: ${message}`);
}

function variable<T>(name: string, schema: z.ZodType<T>): () => T {
  let read: { value: T } | undefined;
  return () => {
    if (read) return read.value;
    const raw = process.env[name];
    const result = schema.safeParse(raw === '' ? undefined : raw);
    if (!result.success) throw invalid(name, raw, result.error.issues[0]?.message ?? 'invalid');
    read = { value: result.data };
    return read.value;
  };
}

/** A URL as it may be printed: without the password in it. */
export function redactedUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]*):[^@]*@/i, '$1:***@');
}

const defaultSiteUrl = 'http://localhost:3000';

/**
 * A build variable's value for a server, from the variable as it is now (`atRunTime`) and as the
 * build read it (`atBuild`: '' when the build had none, undefined outside a build's code). The
 * prerendered pages carry the build's, so it is the default, and a different one is refused
 * rather than served beside it.
 */
function resolveBuildVariable<T>(
  name: string,
  schema: z.ZodType<T>,
  atRunTime: string | undefined,
  atBuild: string | undefined,
): T | undefined {
  const parse = (raw: string | undefined, source: string) => {
    const result = schema.optional().safeParse(raw === '' ? undefined : raw);
    if (result.success) return result.data;
    throw new Error(
      `Invalid configuration: ${name}${source}=${JSON.stringify(raw)}: ${result.error.issues[0]?.message ?? 'invalid'}`,
    );
  };
  const runTime = parse(atRunTime, '');
  if (atBuild === undefined) return runTime;
  const build = parse(atBuild, ' (at build time)');
  if (runTime !== undefined && runTime !== build) {
    throw new Error(
      `${name}="${String(runTime)}" differs from the build's ${name}="${atBuild}", which the ` +
        `prerendered pages carry: start without ${name}, or build again with this one.`,
    );
  }
  return build;
}

/** SITE_URL as a server uses it: see resolveBuildVariable. */
export function resolveSiteUrl(atRunTime: string | undefined, atBuild: string | undefined): string {
  return resolveBuildVariable('SITE_URL', originSchema, atRunTime, atBuild) ?? defaultSiteUrl;
}

let readSiteUrl: string | undefined;
/**
 * Public origin of the site: in the prerendered HTML (read at build time) and in quote pages,
 * their images and the endpoints' Origin check (read at run time), one value for both.
 */
export function siteUrl(): string {
  // next.config.ts's `env` has the bundler write the build's value in place of
  // process.env.BUILT_SITE_URL: the compiled server code then carries it wherever the build is
  // served from (`next start`, or the standalone server, which reads neither next.config.ts nor
  // a file of the project's at run time), with no path to look up.
  readSiteUrl ??= resolveSiteUrl(process.env.SITE_URL, process.env.BUILT_SITE_URL);
  return readSiteUrl;
}

const analyticsScriptSchema = z.url({ protocol: /^https?$/ }).superRefine((value, context) => {
  if (!URL.canParse(value)) return;
  const url = new URL(value);
  const problem =
    plainHttpProblem(url) ??
    (url.username || url.password ? 'must not carry credentials' : undefined);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

let readAnalyticsScriptUrl: { value: string | undefined } | undefined;
/**
 * ANALYTICS_SCRIPT_URL: an operator's analytics or tag script, loaded by every page; the
 * Content-Security-Policy lets scripts and connections reach its origin. A build variable, like
 * SITE_URL: the prerendered pages and their policies carry the build's value.
 */
export function analyticsScriptUrl(): string | undefined {
  readAnalyticsScriptUrl ??= {
    value: resolveBuildVariable(
      'ANALYTICS_SCRIPT_URL',
      analyticsScriptSchema,
      process.env.ANALYTICS_SCRIPT_URL,
      process.env.BUILT_ANALYTICS_SCRIPT_URL,
    ),
  };
  return readAnalyticsScriptUrl.value;
}

/** A loopback host: the one place plain http:// or SMTP is allowed (a local stand-in or relay). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** https://, or http:// to a loopback host only. */
function plainHttpProblem(url: URL): string | undefined {
  return url.protocol === 'http:' && !isLoopbackHost(url.hostname)
    ? 'must be https:// (http:// only on loopback)'
    : undefined;
}

/**
 * The upstream is an origin and nothing more: https (http only on loopback), no credentials, no
 * path, query or fragment, since the endpoints' paths are appended to it.
 */
const upstreamOriginSchema = z.url({ protocol: /^https?$/ }).superRefine((value, context) => {
  // Refinements run after a failed check too; z.url() has said what is wrong then.
  if (!URL.canParse(value)) return;
  const url = new URL(value);
  const problem =
    plainHttpProblem(url) ??
    (url.username || url.password
      ? 'must not carry credentials'
      : url.pathname !== '/' || /[?#]/.test(value)
        ? 'must be an origin, with no path, query or fragment'
        : undefined);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Origin of the upstream API, read at run time; undefined: leads are kept, not forwarded. */
export const upstreamApiBase = variable(
  'UPSTREAM_API_BASE',
  upstreamOriginSchema.transform((value) => new URL(value).origin).optional(),
);

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
 * How many proxies in front of the site append to X-Forwarded-For, read at run time. 0 with no
 * TRUSTED_PROXIES: none, forwarded headers are not read and the client is the connection's peer.
 */
export const trustedProxyHops = variable('TRUSTED_PROXY_HOPS', wholeNumber(0).max(10).default(0));

/** A CIDR range, or a single address as its own range; IPv4-mapped IPv6 read as IPv4. */
const cidrSchema = z.string().transform((entry, context) => {
  const text = entry.trim();
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      const range =
        address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
          ? ([(address as ipaddr.IPv6).toIPv4Address(), bits - 96] as const)
          : ([address, bits] as const);
      return `${range[0].toString()}/${range[1]}`;
    }
    const address = ipaddr.process(text);
    return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
  } catch {
    context.addIssue({
      code: 'custom',
      message: `${JSON.stringify(text)} is not an IP address or CIDR range`,
    });
    return z.NEVER;
  }
});

/**
 * The addresses (CIDR ranges, comma-separated) that the proxies in front of the site connect
 * from: X-Forwarded-For and X-Forwarded-Host are read only on a connection from one of them.
 * Unset, with TRUSTED_PROXY_HOPS above 0: loopback and the private ranges, where a reverse proxy
 * on the same host or network connects from. Unset otherwise: none.
 */
export const trustedProxies = variable(
  'TRUSTED_PROXIES',
  z
    .string()
    .transform((value) => value.split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(cidrSchema))
    .optional(),
);

/**
 * A header that the platform in front of the site sets to the client's address, replacing any
 * copy a client sent (for example `x-real-ip` on a platform that runs the site without a server
 * of its own). Read only where the site cannot see the connection; unset: never read.
 */
export const clientAddressHeader = variable(
  'CLIENT_ADDRESS_HEADER',
  z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'a header name')
    .transform((name) => name.toLowerCase())
    .optional(),
);

/** Days after which delivered and rejected leads are deleted; 0 keeps them. */
export const leadRetentionDays = variable('LEAD_RETENTION_DAYS', wholeNumber(0).default(30));

/**
 * The secret a scheduler presents to POST /api/outbox/deliver, on a platform with no
 * long-running process; unset: the route answers 404.
 */
export const outboxDeliverySecret = variable(
  'OUTBOX_DELIVERY_SECRET',
  z.string().min(32, 'at least 32 characters').optional(),
);

/**
 * The token a monitor presents to GET /api/health (`Authorization: Bearer <token>`) to read the
 * counts; unset: the counts are given to no one, and health says only whether the site is up.
 */
export const healthToken = variable(
  'HEALTH_TOKEN',
  z.string().min(32, 'at least 32 characters').optional(),
);

/** How often the outbox looks for leads due for delivery (ms); shorter only in tests. */
export const outboxPollMs = variable('OUTBOX_POLL_MS', wholeNumber(50).default(5_000));

/**
 * The wait before the first retry of a failed delivery (ms), doubled for each one after it. The
 * default with the poll interval keeps the first retry within 30 s (docs/contracts.md).
 */
export const outboxFirstRetryMs = variable(
  'OUTBOX_FIRST_RETRY_MS',
  wholeNumber(50).max(25_000).default(20_000),
);

/**
 * The mail server lead emails go through: smtps:// (TLS from the start, port 465) or smtp://
 * (port 587, upgraded with STARTTLS, which is then required; plain only to a loopback host).
 */
export const smtpUrl = variable(
  'SMTP_URL',
  z
    .url({ protocol: /^smtps?$/, error: 'an smtps:// or smtp:// URL' })
    .refine((value) => new URL(value).hostname !== '', 'names no host')
    .optional(),
);

/** One email address, or `Name <address>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
    return z.email().safeParse(address.trim()).success;
  }, 'an email address, or Name <address>');

/** Who receives a lead's email: one or more addresses, comma-separated. */
export const leadEmailTo = variable(
  'LEAD_EMAIL_TO',
  z
    .string()
    .transform((value) => value.split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(mailbox).min(1, 'one or more addresses, comma-separated'))
    .optional(),
);

/** Who lead emails come from (the mail server must accept it as a sender). */
export const leadEmailFrom = variable('LEAD_EMAIL_FROM', mailbox.optional());

/** Where a lead's webhook is posted: https://, or http:// on loopback only. */
export const leadWebhookUrl = variable(
  'LEAD_WEBHOOK_URL',
  z
    .url({ protocol: /^https?$/ })
    .superRefine((value, context) => {
      if (!URL.canParse(value)) return;
      const problem = plainHttpProblem(new URL(value));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
);

/** The Standard Webhooks secret: `whsec_` and 24 to 64 random bytes in base64. */
export const leadWebhookSecret = variable(
  'LEAD_WEBHOOK_SECRET',
  z
    .string()
    .refine((value) => {
      const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
      const bytes = key ? Buffer.from(key, 'base64').length : 0;
      return bytes >= 24 && bytes <= 64;
    }, 'whsec_ followed by 24 to 64 bytes in base64')
    .optional(),
);

/** Variables that make sense only together: one set without the others stops start-up. */
const variableGroups: { names: string[]; reads: (() => unknown)[] }[] = [
  {
    names: ['SMTP_URL', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'],
    reads: [smtpUrl, leadEmailTo, leadEmailFrom],
  },
  {
    names: ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
    reads: [leadWebhookUrl, leadWebhookSecret],
  },
];

/** Checks that each group of variables is set whole or not at all, naming what is missing. */
export function checkVariableGroups(): void {
  for (const { names, reads } of variableGroups) {
    const set = reads.map((read) => read() !== undefined);
    if (set.every(Boolean) || !set.some(Boolean)) continue;
    const missing = names.filter((_, index) => !set[index]);
    const given = names.filter((_, index) => set[index]);
    throw invalid(
      missing[0]!,
      undefined,
      `required with ${given.join(' and ')} (set ${names.join(', ')} together)`,
    );
  }
}

/** The email destination, when it is configured. */
export function emailDestinationConfig() {
  checkVariableGroups();
  const url = smtpUrl();
  const to = leadEmailTo();
  const from = leadEmailFrom();
  return url && to && from ? { url, to, from } : undefined;
}

/** The webhook destination, when it is configured. */
export function webhookDestinationConfig() {
  checkVariableGroups();
  const url = leadWebhookUrl();
  const secret = leadWebhookSecret();
  return url && secret ? { url, secret } : undefined;
}

/** Every variable, for next.config.ts to check as the build and the server start. */
export const allConfiguration = [
  siteUrl,
  upstreamApiBase,
  databaseUrl,
  dataDir,
  rateLimitPerMinute,
  trustedProxyHops,
  trustedProxies,
  clientAddressHeader,
  leadRetentionDays,
  outboxDeliverySecret,
  healthToken,
  outboxPollMs,
  outboxFirstRetryMs,
  smtpUrl,
  leadEmailTo,
  leadEmailFrom,
  leadWebhookUrl,
  leadWebhookSecret,
  analyticsScriptUrl,
  checkVariableGroups,
];
