// One Lighthouse run of a page, in the two ways the bench measures it (mobile defaults, slow 4G
// at 4x CPU, in both): `simulated` is what PageSpeed Insights shows (Lantern models the load from
// an unthrottled trace); `applied` throttles the real load in the browser (devtools throttling)
// and reports what the browser observed, the way a phone sees it.
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseRun(url, chromePort, method) {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: method === 'simulated' ? categories : ['performance'],
    },
    {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: method === 'simulated' ? 'simulate' : 'devtools' },
    },
  );
  const { audits } = result.lhr;
  const scores = Object.fromEntries(
    Object.entries(result.lhr.categories).map(([id, { score }]) => [id, Math.round(score * 100)]),
  );
  return {
    ...scores,
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    kb: audits['total-byte-weight'].numericValue / 1024,
  };
}
