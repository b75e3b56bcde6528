// The bench's bars, the median of several Lighthouse runs, and the printed table.

/** The bars a route must clear (docs/measuring.md). */
export const bars = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1000,
  /** ...or within this factor of the bare page's LCP measured in the same run, if larger. */
  lcpVersusBare: 1.2,
  tbtMs: 50,
  cls: 0,
  jsKb: 180,
};

const numericKeys = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'fcpMs',
  'lcpMs',
  'observedLcpMs',
  'tbtMs',
  'cls',
];

function middle(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** One row from several runs of one page: the median of each figure. */
export function medianRow(runs) {
  const row = { ...runs[0], runs: runs.length };
  for (const key of numericKeys) {
    const value = middle(runs.map((run) => run[key]));
    row[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return row;
}

export function lcpLimit(bare) {
  return Math.max(bars.lcpMs, bare ? Math.round(bare.lcpMs * bars.lcpVersusBare) : 0);
}

export function failures(row, bare) {
  const failed = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (row[key] < bars[key]) failed.push(`${key} ${row[key]} < ${bars[key]}`);
  }
  if (row.fcpMs > bars.fcpMs) failed.push(`FCP ${row.fcpMs} ms > ${bars.fcpMs}`);
  const lcp = lcpLimit(bare);
  if (row.lcpMs > lcp) failed.push(`LCP ${row.lcpMs} ms > ${lcp}`);
  if (row.tbtMs > bars.tbtMs) failed.push(`TBT ${row.tbtMs} ms > ${bars.tbtMs}`);
  if (row.cls > bars.cls) failed.push(`CLS ${row.cls} > ${bars.cls}`);
  if (row.jsKb > bars.jsKb) failed.push(`JS ${row.jsKb} KB > ${bars.jsKb}`);
  return failed;
}

const columns = [
  ['route', (row) => row.path],
  ['perf', (row) => row.performance, 'performance'],
  ['a11y', (row) => row.accessibility, 'accessibility'],
  ['bp', (row) => row['best-practices'], 'best-practices'],
  ['seo', (row) => row.seo, 'seo'],
  ['FCP ms', (row) => row.fcpMs, 'fcpMs'],
  ['LCP ms', (row) => row.lcpMs, 'lcpMs'],
  ['LCP ÷ bare', (row, bare) => (bare ? (row.lcpMs / bare.lcpMs).toFixed(2) : '')],
  ['LCP obs', (row) => row.observedLcpMs],
  ['CLS', (row) => row.cls, 'cls'],
  ['TBT ms', (row) => row.tbtMs, 'tbtMs'],
  ['JS KB gz', (row) => row.jsKb, 'jsKb'],
];

/**
 * A Markdown table: the bare page, other reference pages, then the routes; figures that differ
 * from the baseline show it in brackets.
 */
export function printTable(rows, bare, baseline, references = []) {
  const all = [...(bare ? [bare] : []), ...references, ...rows];
  const lines = all.map((row) => {
    const before = baseline?.find((b) => b.path === row.path);
    return columns.map(([, read, key]) => {
      const value = String(read(row, bare) ?? '');
      return key && before && before[key] !== undefined && before[key] !== row[key]
        ? `${value} (${before[key]})`
        : value;
    });
  });
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  if (baseline) console.log('(figures in brackets: bench-results/baseline.json)');
}
