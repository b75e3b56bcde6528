import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

const destinationsUnset = {
  SMTP_URL: '',
  LEAD_EMAIL_TO: '',
  LEAD_EMAIL_FROM: '',
  LEAD_WEBHOOK_URL: '',
  LEAD_WEBHOOK_SECRET: '',
};

/** The configuration a fresh server reads with these variables set. */
async function configWith(env: Record<string, string>) {
  for (const [key, value] of Object.entries({ ...destinationsUnset, ...env })) {
    vi.stubEnv(key, value);
  }
  vi.resetModules();
  const config = await import('./config');
  return { ...config, read: () => config.configuration() };
}

const refusal = (env: Record<string, string>) =>
  configWith(env)
    .then(({ read }) => read())
    .then(
      () => '',
      (error: Error) => error.message,
    );

describe('configuration', () => {
  it('has the documented defaults', async () => {
    const config = await configWith({
      SITE_URL: '',
      DATA_DIR: '',
      RATE_LIMIT_PER_MINUTE: '',
      TRUSTED_PROXY_HOPS: '',
      LEAD_RETENTION_DAYS: '',
      UPSTREAM_API_BASE: '',
      DATABASE_URL: '',
    });
    expect(config.read()).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: 'data',
      RATE_LIMIT_PER_MINUTE: 5,
      TRUSTED_PROXY_HOPS: 0,
      LEAD_RETENTION_DAYS: 30,
      OUTBOX_POLL_MS: 5_000,
      OUTBOX_FIRST_RETRY_MS: 20_000,
    });
    const { UPSTREAM_API_BASE, DATABASE_URL, email, webhook } = config.read();
    expect([UPSTREAM_API_BASE, DATABASE_URL, email, webhook]).toEqual(Array(4).fill(undefined));
  });

  it('reads the values given, in the form the site uses them', async () => {
    const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    const config = await configWith({
      SITE_URL: 'https://example.in/',
      UPSTREAM_API_BASE: 'http://[::1]:8/',
      TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ,::1,::ffff:192.168.0.0/112',
      LEAD_RETENTION_DAYS: '0',
      SMTP_URL: 'smtps://site:p%40ss@mail.example.in:465',
      LEAD_EMAIL_TO: 'sales@example.in, Lead Desk <leads@example.in>',
      LEAD_EMAIL_FROM: 'Website <website@example.in>',
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9000/hooks',
      LEAD_WEBHOOK_SECRET: secret,
    });
    expect(config.read()).toMatchObject({
      SITE_URL: 'https://example.in',
      UPSTREAM_API_BASE: 'http://[::1]:8',
      TRUSTED_PROXIES: ['10.0.0.0/8', '127.0.0.1/32', '::1/128', '192.168.0.0/16'],
      LEAD_RETENTION_DAYS: 0,
      email: {
        url: 'smtps://site:p%40ss@mail.example.in:465',
        to: ['sales@example.in', 'Lead Desk <leads@example.in>'],
        from: 'Website <website@example.in>',
      },
      webhook: { url: 'http://127.0.0.1:9000/hooks', secret },
    });
  });

  it('reads the environment once: a later change is not seen', async () => {
    const config = await configWith({ RATE_LIMIT_PER_MINUTE: '7' });
    expect(config.read().RATE_LIMIT_PER_MINUTE).toBe(7);
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', 'many');
    expect(config.read().RATE_LIMIT_PER_MINUTE).toBe(7);
  });

  it.each([
    ['SITE_URL', 'ftp://example.in', 'Invalid URL'],
    ['UPSTREAM_API_BASE', 'http://10.0.0.5', 'must be https:// (http:// only on loopback)'],
    ['UPSTREAM_API_BASE', 'https://user:s3cret@api.example.in', 'must not carry credentials'],
    ['UPSTREAM_API_BASE', 'https://api.example.in/v2?key=s3cret', 'no path, query or fragment'],
    ['LEAD_WEBHOOK_URL', 'http://hooks.example.in/T0/s3cret', 'must be https://'],
    ['ANALYTICS_SCRIPT_URL', 'https://user:s3cret@stats.example.net/s.js', 'credentials'],
    ['RATE_LIMIT_PER_MINUTE', '0', 'RATE_LIMIT_PER_MINUTE'],
    ['TRUSTED_PROXY_HOPS', '11', 'TRUSTED_PROXY_HOPS'],
    ['TRUSTED_PROXIES', '10.0.0.0/8,nginx', '"nginx" is not an IP address or CIDR range'],
    ['LEAD_RETENTION_DAYS', '-1', 'LEAD_RETENTION_DAYS'],
    ['OUTBOX_FIRST_RETRY_MS', '60000', 'OUTBOX_FIRST_RETRY_MS'],
    ['OUTBOX_DELIVERY_SECRET', 's3cret', 'at least 32 characters'],
    ['HEALTH_TOKEN', 's3cret', 'at least 32 characters'],
    ['DATABASE_URL', 'mysql://site:s3cret@db/leads', 'a postgres:// or postgresql:// URL'],
    ['SMTP_URL', 'https://site:s3cret@mail.example.in', 'an smtps:// or smtp:// URL'],
    ['SMTP_URL', 'smtp://site:s3cret@mail.example.in?requireTLS=false', 'carries no query'],
    ['LEAD_EMAIL_TO', 'sales@, x', 'LEAD_EMAIL_TO'],
    ['LEAD_WEBHOOK_SECRET', 'whsec_s3cret', 'whsec_ followed by 24 to 64 bytes'],
  ])('stops on a malformed %s, naming it and printing no secret', async (name, value, rule) => {
    const message = await refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
    expect(message).toContain(rule);
    expect(message).not.toContain('s3cret');
  });

  it('stops on a destination half configured, naming what is missing', async () => {
    expect(
      await refusal({ SMTP_URL: 'smtp://site:s3cret@127.0.0.1:2525', LEAD_EMAIL_TO: 'a@b.in' }),
    ).toBe(
      'Invalid configuration: LEAD_EMAIL_FROM: required with SMTP_URL and LEAD_EMAIL_TO ' +
        '(set SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM together)',
    );
    expect(await refusal({ LEAD_WEBHOOK_URL: 'https://hooks.example.in/T0/s3cret' })).toMatch(
      /^Invalid configuration: LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL/,
    );
  });

  it.each([
    ['SITE_URL', 'https://www.example.in', 'siteUrl'],
    ['ANALYTICS_SCRIPT_URL', 'https://stats.example.net/s.js', 'analyticsScriptUrl'],
  ] as const)(
    "takes the build's %s when none is set at run time, and refuses another",
    async (name, value, read) => {
      const built = `BUILT_${name}`;
      expect((await configWith({ [name]: '', [built]: value }))[read]()).toBe(value);
      expect((await configWith({ [name]: value, [built]: value }))[read]()).toBe(value);
      expect(await refusal({ [name]: 'https://other.example.in/x.js', [built]: value })).toBe(
        `${name}="https://other.example.in/x.js" differs from the build's ${name}="${value}", ` +
          `which the prerendered pages carry: start without ${name}, or build again with this one.`,
      );
      // A build without one: its pages load no such script, and their policy allows none.
      expect(await refusal({ [name]: value, [built]: '' })).toMatch(/differs from the build's/);
    },
  );
});
