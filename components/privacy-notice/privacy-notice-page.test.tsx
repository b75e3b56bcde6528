import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

// ANALYTICS_SCRIPT_URL is a build variable, so the browser tests' build has none: here the pages
// are rendered as a build and server with one would render them.

// Next gives the menu its path: the layouts need no more.
vi.mock('next/navigation', async (actual) => ({ ...(await actual()), usePathname: () => '/' }));

const script = 'https://stats.example.net/tag.js';

afterEach(() => vi.unstubAllEnvs());

async function configured(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
}

it('with an analytics script and LEAD_RETENTION_DAYS=0, the notice names its host and says who removes a lead, in both languages', async () => {
  await configured({ ANALYTICS_SCRIPT_URL: script, LEAD_RETENTION_DAYS: '0' });
  const { PrivacyNoticePage } = await import('./privacy-notice-page');
  const words = {
    en: ['a script from stats.example.net', 'until our team removes it'],
    hi: ['stats.example.net की एक स्क्रिप्ट', 'जब तक हमारी टीम इसे हटा न दे'],
  };
  for (const language of ['en', 'hi'] as const) {
    const html = renderToStaticMarkup(<PrivacyNoticePage language={language} />);
    for (const text of words[language]) expect(html, language).toContain(text);
  }
});

it("the notice's and erase pages' documents load no analytics script; the site's others do", async () => {
  await configured({ ANALYTICS_SCRIPT_URL: script });
  const layouts = {
    site: (await import('@/app/(site)/layout')).default,
    notice: (await import('@/app/(notice)/layout')).default,
    hindi: (await import('@/app/hi/layout')).default,
  };
  const loads = (Layout: (typeof layouts)[keyof typeof layouts]) =>
    renderToStaticMarkup(<Layout>page</Layout>).includes(`src="${script}"`);
  expect(loads(layouts.site)).toBe(true);
  expect(loads(layouts.notice)).toBe(false);
  expect(loads(layouts.hindi)).toBe(false);
});
