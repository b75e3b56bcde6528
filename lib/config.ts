import { createEnv } from '@t3-oss/env-nextjs';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** A loopback host: the one place plain http:// or SMTP is allowed (a local stand-in or relay). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** A URL as it may be printed: without the password in it. */
export function redactedUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]*):[^@]*@/i, '$1:***@');
}

const wholeNumber = (min: number) => z.coerce.number().int().min(min);
const secret = z.string().min(32, 'at least 32 characters').optional();
const commaList = z
  .string()
  .trim()
  .transform((value) => value.split(/\s*,\s*/).filter(Boolean));

/** https://, or http:// to a loopback host only. Checks after an invalid URL would throw: it aborts. */
const webUrl = z.url({ protocol: /^https?$/, abort: true }).refine((value) => {
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || isLoopbackHost(hostname);
}, 'must be https:// (http:// only on loopback)');

const webUrlWithoutCredentials = webUrl.refine((value) => {
  const { username, password } = new URL(value);
  return !username && !password;
}, 'must not carry credentials');

/** A CIDR range, or a single address as its own range; IPv4-mapped IPv6 read as IPv4. */
const cidr = z.string().transform((text, context) => {
  try {
    const [address, bits] = text.includes('/')
      ? ipaddr.parseCIDR(text)
      : ([ipaddr.parse(text), undefined] as const);
    const prefix = bits ?? (address.kind() === 'ipv4' ? 32 : 128);
    return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()
      ? `${address.toIPv4Address()}/${prefix - 96}`
      : `${address}/${prefix}`;
  } catch {
    context.addIssue({
      code: 'custom',
      message: `${JSON.stringify(text)} is not an IP address or CIDR range`,
    });
    return z.NEVER;
  }
});

/** One email address, or `Name <address>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
    return z.email().safeParse(address.trim()).success;
  }, 'an email address, or Name <address>');

/** Variables that make sense only together: one set without the others stops start-up. */
const variableGroups = [
  ['SMTP_URL', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'],
  ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
] as const;

/** Every variable, its rule and its default (docs/operations.md says what each one does). */
function checkedEnvironment() {
  const env = createEnv({
    server: {
      SITE_URL: z
        .url({ protocol: /^https?$/ })
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
      ANALYTICS_SCRIPT_URL: webUrlWithoutCredentials.optional(),
      UPSTREAM_API_BASE: webUrlWithoutCredentials
        .refine(
          (value) => new URL(value).pathname === '/' && !/[?#]/.test(value),
          'must be an origin, with no path, query or fragment',
        )
        .transform((value) => new URL(value).origin)
        .optional(),
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// or postgresql:// URL')
        .optional(),
      DATA_DIR: z.string().default('data'),
      RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(5),
      RENDER_LIMIT_PER_MINUTE: wholeNumber(1).default(120),
      RENDER_THREADS: wholeNumber(1).max(64).optional(),
      TRUSTED_PROXY_HOPS: wholeNumber(0).max(10).default(0),
      TRUSTED_PROXIES: commaList.pipe(z.array(cidr)).optional(),
      CLIENT_ADDRESS_HEADER: z
        .string()
        .regex(/^[a-z0-9-]+$/i, 'a header name')
        .transform((name) => name.toLowerCase())
        .optional(),
      LEAD_RETENTION_DAYS: wholeNumber(0).default(30),
      RECIPIENT_COPY_DAYS: wholeNumber(1).default(365),
      OUTBOX_DELIVERY_SECRET: secret,
      HEALTH_TOKEN: secret,
      // Shorter only in tests; the defaults keep the first retry within 30 s (docs/contracts.md).
      OUTBOX_POLL_MS: wholeNumber(50).default(5_000),
      OUTBOX_FIRST_RETRY_MS: wholeNumber(50).max(25_000).default(20_000),
      SMTP_URL: z
        .url({ protocol: /^smtps?$/, abort: true, error: 'an smtps:// or smtp:// URL' })
        .refine((value) => new URL(value).hostname !== '', 'names no host')
        // nodemailer reads options from the query string: one could undo the loopback-only rule.
        .refine((value) => new URL(value).search === '', 'carries no query string')
        .optional(),
      LEAD_EMAIL_TO: commaList
        .pipe(z.array(mailbox).min(1, 'one or more addresses, comma-separated'))
        .optional(),
      LEAD_EMAIL_FROM: mailbox.optional(),
      LEAD_WEBHOOK_URL: webUrl.optional(),
      LEAD_WEBHOOK_SECRET: z
        .string()
        .refine((value) => {
          const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
          const bytes = key ? Buffer.from(key, 'base64').length : 0;
          return bytes >= 24 && bytes <= 64;
        }, 'whsec_ followed by 24 to 64 bytes in base64')
        .optional(),
    },
    experimental__runtimeEnv: {},
    emptyStringAsUndefined: true,
    createFinalSchema: (shape) =>
      z.object(shape).superRefine((values, context) => {
        for (const names of variableGroups) {
          const given = names.filter((name) => values[name] !== undefined);
          const missing = names.find((name) => values[name] === undefined);
          if (given.length === 0 || !missing) continue;
          context.addIssue({
            code: 'custom',
            path: [missing],
            message: `required with ${given.join(' and ')} (set ${names.join(', ')} together)`,
          });
        }
      }),
    // The variable and the rule, never the value: it may hold a password or a secret.
    onValidationError: ([issue]) => {
      throw new Error(`Invalid configuration: ${String(issue?.path?.[0])}: ${issue?.message}`);
    },
  });
  const { SMTP_URL: smtp, LEAD_EMAIL_TO: to, LEAD_EMAIL_FROM: from } = env;
  const { LEAD_WEBHOOK_URL: webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret } = env;
  // The build writes its SITE_URL and ANALYTICS_SCRIPT_URL into the compiled code (next.config.ts
  // `env`): they are in the prerendered pages and their policies, so they are the default at run
  // time, and a different one is refused rather than served beside them.
  return {
    ...env,
    SITE_URL:
      fromBuild('SITE_URL', env.SITE_URL, process.env.BUILT_SITE_URL) ?? 'http://localhost:3000',
    ANALYTICS_SCRIPT_URL: fromBuild(
      'ANALYTICS_SCRIPT_URL',
      env.ANALYTICS_SCRIPT_URL,
      process.env.BUILT_ANALYTICS_SCRIPT_URL,
    ),
    /** The email destination, when it is configured. */
    email: smtp && to && from ? { url: smtp, to, from } : undefined,
    /** The webhook destination, when it is configured. */
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  };
}

/** A build variable as a server uses it; `built` is '' when the build had none, undefined outside a build's code. */
function fromBuild(name: string, runTime: string | undefined, built: string | undefined) {
  if (built === undefined) return runTime;
  if (runTime !== undefined && runTime !== built) {
    throw new Error(
      `${name}="${runTime}" differs from the build's ${name}="${built}", which the prerendered ` +
        `pages carry: start without ${name}, or build again with this one.`,
    );
  }
  return built || undefined;
}

let checked: ReturnType<typeof checkedEnvironment> | undefined;

/**
 * The configuration, checked whole the first time any of it is read, and kept: a malformed value
 * stops the build (next.config.ts) or the server (lib/server/start-up.ts) with a message naming
 * the variable.
 */
export const configuration = () => (checked ??= checkedEnvironment());

/** Public origin of the site: in the prerendered HTML, in quote pages and in the Origin check. */
export const siteUrl = () => configuration().SITE_URL;
/** An operator's analytics or tag script, loaded by every page and allowed by its policy. */
export const analyticsScriptUrl = () => configuration().ANALYTICS_SCRIPT_URL;
