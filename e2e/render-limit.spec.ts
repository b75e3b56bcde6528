import { Agent, request as httpRequest } from 'node:http';
import ogs from 'open-graph-scraper';
import { pngSize } from './support/html';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { startPostgres } from '@/testing/postgres';
import { startSiteServer, type SiteServer } from '@/testing/site-server';

type Answer = { status: number; retryAfter?: string; ms: number; body: Buffer; type?: string };

// One connection pool per source address: any of 127.0.0.0/8 reaches a server on 127.0.0.1, and
// the server tells clients apart by it.
const agents = new Map<string, Agent>();
function get(url: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const agent = agents.get(from) ?? new Agent({ keepAlive: true, localAddress: from });
  agents.set(from, agent);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          retryAfter: response.headers['retry-after'],
          type: response.headers['content-type'],
          ms: performance.now() - start,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * For `seconds`, `flooders` ask for distinct images and PDFs, 30 at a time in all, never waiting
 * for Retry-After, while a visitor from another address loads a prerendered page and a quote page
 * every 500 ms. Resolves with every status the flood got and the visitor's answers.
 */
async function flood(server: SiteServer, flooders: string[], seconds: number) {
  const end = Date.now() + seconds * 1000;
  const flooded: Answer[] = [];
  let count = 0;
  const lane = async (from: string) => {
    while (Date.now() < end) {
      const n = (count += 1);
      const kind = n % 2 ? 'pdf' : 'image';
      flooded.push(await get(`${server.url}/quote/sms/${kind}?transactional=${n}`, from));
    }
  };
  const visits: { page: Answer; quote: Answer }[] = [];
  const visitor = async () => {
    for (let n = 0; Date.now() < end; n += 1) {
      const next = Date.now() + 500;
      const [page, quote] = await Promise.all([
        get(`${server.url}/services/sms`, '127.0.0.2'),
        get(`${server.url}/quote/sms?transactional=${100_000 + n}`, '127.0.0.2'),
      ]);
      visits.push({ page, quote });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  };
  const lanes = Array.from({ length: 30 }, (_, i) => lane(flooders[i % flooders.length]!));
  await Promise.all([...lanes, visitor()]);
  return { flooded, visits };
}

test.describe('renders under a flood', () => {
  test.describe.configure({ mode: 'serial' });
  let server: SiteServer;
  test.beforeAll(async () => {
    server = await startSiteServer({});
  });
  test.afterAll(() => server?.stop());

  for (const [name, flooders] of [
    ['one client', ['127.0.1.1']],
    ['thirty clients', Array.from({ length: 30 }, (_, i) => `127.0.2.${i + 1}`)],
  ] as const) {
    test(`${name} asking for renders 30 at a time: refused with Retry-After, and every other visitor served as fast as before`, async () => {
      const { flooded, visits } = await flood(server, [...flooders], 8);
      // Each client's renders are drawn up to its limit (120 a minute, 4 at once); past it, or
      // when the pool has no thread for 2 s, refused.
      const statuses = new Set(flooded.map((answer) => answer.status));
      expect([...statuses].filter((status) => ![200, 429, 503].includes(status))).toEqual([]);
      const refused = flooded.filter((answer) => answer.status !== 200);
      if (flooders.length === 1) expect(flooded.length - refused.length).toBeLessThanOrEqual(120);
      if (flooders.length === 1) expect(statuses.has(429)).toBe(true);
      expect(refused.filter((answer) => !(Number(answer.retryAfter) > 0))).toEqual([]);
      const pages = visits.map(({ page }) => page);
      const quotes = visits.map(({ quote }) => quote);
      expect([...pages, ...quotes].map((answer) => answer.status)).toEqual(
        Array(visits.length * 2).fill(200),
      );
      const figures = {
        renders: flooded.length,
        ok: flooded.length - refused.length,
        page: Math.round(median(pages.map((answer) => answer.ms))),
        quote: Math.round(median(quotes.map((answer) => answer.ms))),
      };
      console.log(`${name}: ${JSON.stringify(figures)}`);
      expect(figures.page).toBeLessThanOrEqual(100);
      expect(figures.quote).toBeLessThanOrEqual(500);
    });
  }

  test('link-preview crawlers fetching one quote image 10 at once all get it', async () => {
    const crawlers = [
      'WhatsApp/2.23.20.0 A',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ];
    // The preview as a chat app reads it: open-graph-scraper on the quote link's page.
    const { result } = await ogs({ url: `${server.url}/quote/email?emails=250000` });
    const [preview] = result.ogImage ?? [];
    expect(preview?.type).toBe('image/png');
    const image = new URL(preview!.url);
    const path = `${server.url}${image.pathname}${image.search}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        get(path, '127.0.3.1', { 'user-agent': crawlers[i % crawlers.length]! }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) {
      expect(answer.type).toBe('image/png');
      expect(pngSize(answer.body)).toEqual({ width: 1200, height: 630 });
    }
  });
});

test('the limit is one allowance across instances sharing PostgreSQL; past it a quote page is a 429 in the site’s design', async ({
  page,
}) => {
  const postgres = await startPostgres();
  const env = {
    DATABASE_URL: await postgres.createDatabase('render_limit'),
    RENDER_LIMIT_PER_MINUTE: '4',
  };
  const servers = [await startSiteServer(env), await startSiteServer(env)];
  try {
    const paths = ['/quote/sms?transactional=1', '/quote/sms/image?transactional=2'];
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push((await get(`${servers[n % 2]!.url}${paths[n % 2]}`, '127.0.4.1')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await get(`${servers[0]!.url}${paths[1]}`, '127.0.4.1');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);

    // The browser's address (127.0.0.1) has an allowance of its own: spent, the page says so.
    for (let n = 0; n < 4; n += 1) await get(`${servers[1]!.url}${paths[0]}`, '127.0.0.1');
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    const response = await page.goto(`${servers[0]!.url}${paths[0]}`);
    expect(response?.status()).toBe(429);
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.TryAgain.title);
    await expect(page.getByText(messages.TryAgain.intro)).toBeVisible();
    // Its own policy lets its inline scripts and styles run (it hydrated): the site's design.
    expect(violations.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    expect(page.url()).toBe(`${servers[0]!.url}${paths[0]}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres.stop();
  }
});
