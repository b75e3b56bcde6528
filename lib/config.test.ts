import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

type Config = typeof import('./config');

/** The value a fresh server would read, with these variables set. */
async function read<K extends keyof Config>(
  name: K,
  env: Record<string, string>,
): Promise<Config[K] extends () => infer T ? T : never> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  const config = await import('./config');
  return (config[name] as () => never)();
}

describe('configuration', () => {
  it('defaults SITE_URL to localhost:3000 and trims a trailing slash', async () => {
    expect(await read('siteUrl', { SITE_URL: '' })).toBe('http://localhost:3000');
    expect(await read('siteUrl', { SITE_URL: 'https://example.in/' })).toBe('https://example.in');
  });

  it("takes the build's SITE_URL when none is set at run time, and refuses a different one", async () => {
    const { resolveSiteUrl } = await import('./config');
    const built = 'https://www.example.in';
    expect(resolveSiteUrl(undefined, built)).toBe(built);
    expect(resolveSiteUrl('', built)).toBe(built);
    expect(resolveSiteUrl(`${built}/`, built)).toBe(built);
    expect(resolveSiteUrl('https://example.in', undefined)).toBe('https://example.in');
    expect(resolveSiteUrl(undefined, undefined)).toBe('http://localhost:3000');
    expect(() => resolveSiteUrl('http://localhost:3000', built)).toThrow(
      `SITE_URL="http://localhost:3000" differs from the build's SITE_URL="${built}"`,
    );
    expect(() => resolveSiteUrl(undefined, 'not a url')).toThrow(/SITE_URL \(at build time\)/);
  });

  it("reads the build's SITE_URL from what the build wrote into the code", async () => {
    expect(await read('siteUrl', { SITE_URL: '', BUILT_SITE_URL: 'https://www.example.in' })).toBe(
      'https://www.example.in',
    );
    await expect(
      read('siteUrl', { SITE_URL: 'https://x.example', BUILT_SITE_URL: 'https://www.example.in' }),
    ).rejects.toThrow(/SITE_URL="https:\/\/x.example" differs/);
  });

  it("carries the build's ANALYTICS_SCRIPT_URL, and refuses another one at run time", async () => {
    const script = 'https://stats.example.net/script.js';
    expect(
      await read('analyticsScriptUrl', {
        ANALYTICS_SCRIPT_URL: '',
        BUILT_ANALYTICS_SCRIPT_URL: '',
      }),
    ).toBeUndefined();
    expect(
      await read('analyticsScriptUrl', {
        ANALYTICS_SCRIPT_URL: '',
        BUILT_ANALYTICS_SCRIPT_URL: script,
      }),
    ).toBe(script);
    // The build had none: its pages load no script, and their policy allows none.
    await expect(
      read('analyticsScriptUrl', { ANALYTICS_SCRIPT_URL: script, BUILT_ANALYTICS_SCRIPT_URL: '' }),
    ).rejects.toThrow(
      /ANALYTICS_SCRIPT_URL="https:\/\/stats.example.net\/script.js" differs from the build's/,
    );
    for (const value of [
      'http://stats.example.net/s.js',
      'https://user:pw@stats.example.net/s.js',
      'javascript:alert(1)',
    ]) {
      await expect(read('analyticsScriptUrl', { ANALYTICS_SCRIPT_URL: value })).rejects.toThrow(
        /ANALYTICS_SCRIPT_URL/,
      );
    }
  });

  it('names the variable when a value is malformed', async () => {
    await expect(read('upstreamApiBase', { UPSTREAM_API_BASE: 'not a url' })).rejects.toThrow(
      /UPSTREAM_API_BASE/,
    );
    await expect(read('siteUrl', { SITE_URL: 'ftp://example.in' })).rejects.toThrow(/SITE_URL/);
  });

  it('reads and checks a variable once: a later change to the environment is not seen', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '7');
    vi.resetModules();
    const config = await import('./config');
    expect(config.rateLimitPerMinute()).toBe(7);
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', 'many');
    expect(config.rateLimitPerMinute()).toBe(7);
  });

  it('leaves the upstream unset when the variable is empty', async () => {
    expect(await read('upstreamApiBase', { UPSTREAM_API_BASE: '' })).toBeUndefined();
  });

  it('reads the rate limit and the data folder at run time, with defaults', async () => {
    expect(await read('rateLimitPerMinute', { RATE_LIMIT_PER_MINUTE: '' })).toBe(5);
    expect(await read('dataDir', { DATA_DIR: '' })).toBe('data');
    expect(await read('rateLimitPerMinute', { RATE_LIMIT_PER_MINUTE: '1000' })).toBe(1000);
    expect(await read('dataDir', { DATA_DIR: '/tmp/leads' })).toBe('/tmp/leads');
  });

  it('rejects a rate limit that is not a positive whole number', async () => {
    for (const bad of ['many', '0', '1.5']) {
      await expect(read('rateLimitPerMinute', { RATE_LIMIT_PER_MINUTE: bad })).rejects.toThrow(
        /RATE_LIMIT_PER_MINUTE/,
      );
    }
  });

  it('trusts no proxy unless told how many append to X-Forwarded-For', async () => {
    expect(await read('trustedProxyHops', { TRUSTED_PROXY_HOPS: '' })).toBe(0);
    expect(await read('trustedProxyHops', { TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    for (const bad of ['-1', 'one', '1.5', '11']) {
      await expect(read('trustedProxyHops', { TRUSTED_PROXY_HOPS: bad })).rejects.toThrow(
        /TRUSTED_PROXY_HOPS/,
      );
    }
  });

  it('takes the upstream as an https origin, plain http only on loopback', async () => {
    expect(await read('upstreamApiBase', { UPSTREAM_API_BASE: 'https://api.example.in/' })).toBe(
      'https://api.example.in',
    );
    for (const loopback of ['http://127.0.0.1:4100', 'http://localhost:4100', 'http://[::1]:8']) {
      expect(await read('upstreamApiBase', { UPSTREAM_API_BASE: loopback })).toBe(loopback);
    }
    const refusals: [string, RegExp][] = [
      ['http://api.example.in', /must be https/],
      ['http://10.0.0.5', /must be https/],
      ['https://user:pass@api.example.in', /credentials/],
      ['https://api.example.in/v2', /no path, query or fragment/],
      ['https://api.example.in/?key=1', /no path, query or fragment/],
      ['https://api.example.in/#top', /no path, query or fragment/],
      ['ftp://api.example.in', /UPSTREAM_API_BASE/],
    ];
    for (const [value, message] of refusals) {
      await expect(read('upstreamApiBase', { UPSTREAM_API_BASE: value }), value).rejects.toThrow(
        message,
      );
    }
    await expect(
      read('upstreamApiBase', { UPSTREAM_API_BASE: 'https://user:hunter2@api.example.in' }),
    ).rejects.toThrow(/^Invalid configuration: UPSTREAM_API_BASE=/);
  });

  it('reads the trusted proxies as CIDR ranges, and names a bad entry', async () => {
    expect(await read('trustedProxies', { TRUSTED_PROXIES: '' })).toBeUndefined();
    expect(
      await read('trustedProxies', {
        TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ,::1,::ffff:192.168.0.0/112',
      }),
    ).toEqual(['10.0.0.0/8', '127.0.0.1/32', '::1/128', '192.168.0.0/16']);
    await expect(read('trustedProxies', { TRUSTED_PROXIES: '10.0.0.0/8,nginx' })).rejects.toThrow(
      /TRUSTED_PROXIES=.*"nginx" is not an IP address or CIDR range/,
    );
  });

  it('keeps settled leads 30 days unless told, 0 for ever', async () => {
    expect(await read('leadRetentionDays', { LEAD_RETENTION_DAYS: '' })).toBe(30);
    expect(await read('leadRetentionDays', { LEAD_RETENTION_DAYS: '0' })).toBe(0);
    await expect(read('leadRetentionDays', { LEAD_RETENTION_DAYS: '-1' })).rejects.toThrow(
      /LEAD_RETENTION_DAYS/,
    );
  });

  it('takes a delivery secret of 32 characters or more, and never prints it', async () => {
    expect(await read('outboxDeliverySecret', { OUTBOX_DELIVERY_SECRET: '' })).toBeUndefined();
    const refused = read('outboxDeliverySecret', { OUTBOX_DELIVERY_SECRET: 'short-secret' });
    await expect(refused).rejects.toThrow(/OUTBOX_DELIVERY_SECRET="\*\*\*": at least 32/);
    await expect(
      read('outboxDeliverySecret', { OUTBOX_DELIVERY_SECRET: 'short-secret' }),
    ).rejects.not.toThrow(/short-secret/);
  });

  it('takes a health token of 32 characters or more, and never prints it', async () => {
    expect(await read('healthToken', { HEALTH_TOKEN: '' })).toBeUndefined();
    const token = 'a-health-token-of-32-characters-or-more';
    expect(await read('healthToken', { HEALTH_TOKEN: token })).toBe(token);
    const refused = read('healthToken', { HEALTH_TOKEN: 'short-token' });
    await expect(refused).rejects.toThrow(/HEALTH_TOKEN="\*\*\*": at least 32/);
    await expect(read('healthToken', { HEALTH_TOKEN: 'short-token' })).rejects.not.toThrow(
      /short-token/,
    );
  });

  it('takes PostgreSQL from a postgres:// URL, and never prints its password', async () => {
    expect(await read('databaseUrl', { DATABASE_URL: '' })).toBeUndefined();
    const url = 'postgres://site:s3cret@db.internal:5432/leads';
    expect(await read('databaseUrl', { DATABASE_URL: url })).toBe(url);
    const refused = read('databaseUrl', { DATABASE_URL: 'mysql://site:s3cret@db/leads' });
    await expect(refused).rejects.toThrow(/DATABASE_URL="mysql:\/\/site:\*\*\*@db\/leads"/);
    await expect(
      read('databaseUrl', { DATABASE_URL: 'mysql://site:s3cret@db/leads' }),
    ).rejects.not.toThrow(/s3cret/);
  });

  it('keeps the outbox timings of the contract unless a test shortens them', async () => {
    expect(await read('outboxPollMs', { OUTBOX_POLL_MS: '' })).toBe(5_000);
    expect(await read('outboxFirstRetryMs', { OUTBOX_FIRST_RETRY_MS: '' })).toBe(20_000);
    await expect(read('outboxFirstRetryMs', { OUTBOX_FIRST_RETRY_MS: '60000' })).rejects.toThrow(
      /OUTBOX_FIRST_RETRY_MS/,
    );
  });

  it('never prints the credentials of an upstream origin it refuses', async () => {
    const error = await read('upstreamApiBase', {
      UPSTREAM_API_BASE: 'https://user:s3cret-pass@api.example.in',
    }).catch((caught: Error) => caught);
    expect(String(error)).toContain('must not carry credentials');
    expect(String(error)).toContain('user:***@api.example.in');
    expect(String(error)).not.toContain('s3cret-pass');
  });

  it('takes the email destination whole: smtps, or smtp with STARTTLS, one or more recipients', async () => {
    const email = {
      SMTP_URL: 'smtps://site:p%40ss@mail.example.in:465',
      LEAD_EMAIL_TO: 'sales@example.in, Lead Desk <leads@example.in>',
      LEAD_EMAIL_FROM: 'Website <website@example.in>',
      LEAD_WEBHOOK_URL: '',
      LEAD_WEBHOOK_SECRET: '',
    };
    expect(await read('emailDestinationConfig', email)).toEqual({
      url: email.SMTP_URL,
      to: ['sales@example.in', 'Lead Desk <leads@example.in>'],
      from: 'Website <website@example.in>',
    });
    const bad = await read('smtpUrl', { SMTP_URL: 'https://site:hunter22@mail.example.in' }).catch(
      (caught: Error) => caught,
    );
    expect(String(bad)).toMatch(/SMTP_URL=.*an smtps:\/\/ or smtp:\/\/ URL/);
    expect(String(bad)).not.toContain('hunter22');
    await expect(read('leadEmailTo', { LEAD_EMAIL_TO: 'sales@, x' })).rejects.toThrow(
      /LEAD_EMAIL_TO/,
    );
    await expect(read('leadEmailFrom', { LEAD_EMAIL_FROM: 'Website' })).rejects.toThrow(
      /LEAD_EMAIL_FROM/,
    );
  });

  it('stops on a destination half configured, naming what is missing and printing no secret', async () => {
    const error = await read('emailDestinationConfig', {
      SMTP_URL: 'smtp://site:hunter22@127.0.0.1:2525',
      LEAD_EMAIL_TO: 'sales@example.in',
      LEAD_EMAIL_FROM: '',
      LEAD_WEBHOOK_URL: '',
      LEAD_WEBHOOK_SECRET: '',
    }).catch((caught: Error) => caught);
    expect(String(error)).toMatch(/LEAD_EMAIL_FROM.*required with SMTP_URL and LEAD_EMAIL_TO/);
    expect(String(error)).not.toContain('hunter22');

    const webhook = await read('webhookDestinationConfig', {
      SMTP_URL: '',
      LEAD_EMAIL_TO: '',
      LEAD_EMAIL_FROM: '',
      LEAD_WEBHOOK_URL: 'https://hooks.example.in/services/T000/B000/tokenpart',
      LEAD_WEBHOOK_SECRET: '',
    }).catch((caught: Error) => caught);
    expect(String(webhook)).toMatch(/LEAD_WEBHOOK_SECRET.*required with LEAD_WEBHOOK_URL/);
  });

  it('takes a webhook over https (http on loopback) with a whsec_ secret, printing neither token', async () => {
    const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    expect(
      await read('webhookDestinationConfig', {
        SMTP_URL: '',
        LEAD_EMAIL_TO: '',
        LEAD_EMAIL_FROM: '',
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9000/hooks',
        LEAD_WEBHOOK_SECRET: secret,
      }),
    ).toEqual({ url: 'http://127.0.0.1:9000/hooks', secret });
    const plain = await read('leadWebhookUrl', {
      LEAD_WEBHOOK_URL: 'http://hooks.example.in/services/T000/B000/tokenpart',
    }).catch((caught: Error) => caught);
    expect(String(plain)).toContain('must be https://');
    expect(String(plain)).toContain('http://hooks.example.in/***');
    expect(String(plain)).not.toContain('tokenpart');
    const short = await read('leadWebhookSecret', { LEAD_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }).catch(
      (caught: Error) => caught,
    );
    expect(String(short)).toMatch(/LEAD_WEBHOOK_SECRET="\*\*\*": whsec_ followed by/);
    expect(String(short)).not.toContain('c2hvcnQ');
  });
});
