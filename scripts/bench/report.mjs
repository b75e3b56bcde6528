// The bench's bars, the medians of several runs, and the printed table.

/** The bars every route must clear (docs/measuring.md). */
export const bars = {
  /** Simulated (PageSpeed Insights): at least this, green. */
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  /** Applied throttling: LCP at most this factor of the bare page's, measured in the same run. */
  appliedLcpVersusBare: 1.3,
  appliedTbtMs: 100,
  jsKb: 180,
  /** Interaction to Next Paint: the worst interaction of a visit, median of the visits. */
  inpMs: 100,
};

function middle(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** The median of each figure over several runs of one page. */
export function medianOf(runs) {
  const row = {};
  for (const key of Object.keys(runs[0])) {
    const value = middle(runs.map((run) => run[key]));
    row[key] =
      key === 'cls'
        ? Number(value.toFixed(3))
        : key === 'kb'
          ? Math.round(value * 10) / 10
          : Math.round(value);
  }
  return row;
}

export function failures(row, bare) {
  const failed = [];
  const { simulated, applied } = row;
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (simulated[key] < bars[key]) failed.push(`${key} ${simulated[key]} < ${bars[key]}`);
  }
  for (const [mode, figures] of [
    ['simulated', simulated],
    ['applied', applied],
  ]) {
    if (figures.cls > bars.cls) failed.push(`${mode} CLS ${figures.cls} > ${bars.cls}`);
  }
  const limit = Math.round(bare.applied.lcpMs * bars.appliedLcpVersusBare);
  if (applied.lcpMs > limit) failed.push(`applied LCP ${applied.lcpMs} ms > ${limit} (1.3× bare)`);
  if (applied.tbtMs > bars.appliedTbtMs) {
    failed.push(`applied TBT ${applied.tbtMs} ms > ${bars.appliedTbtMs}`);
  }
  if (row.jsKb > bars.jsKb) failed.push(`JS ${row.jsKb} KB > ${bars.jsKb}`);
  return failed;
}

const columns = [
  ['page', (row) => row.path],
  ['LCP ms', (row) => row.applied.lcpMs, 'applied.lcpMs'],
  ['× bare', (row, bare) => (row.applied.lcpMs / bare.applied.lcpMs).toFixed(2)],
  ['FCP ms', (row) => row.applied.fcpMs, 'applied.fcpMs'],
  ['TBT ms', (row) => row.applied.tbtMs, 'applied.tbtMs'],
  ['CLS', (row) => Math.max(row.applied.cls, row.simulated.cls)],
  ['PSI', (row) => row.simulated.performance, 'simulated.performance'],
  ['sim LCP', (row) => row.simulated.lcpMs, 'simulated.lcpMs'],
  [
    'a11y/bp/seo',
    (row) => ['accessibility', 'best-practices', 'seo'].map((k) => row.simulated[k]).join('/'),
  ],
  ['KB', (row) => row.applied.kb, 'applied.kb'],
  ['JS KB', (row) => row.jsKb, 'jsKb'],
  ['INP ms', (row) => row.inp?.worstMs, 'inp.worstMs'],
];

const read = (row, key) => key.split('.').reduce((value, part) => value?.[part], row);

/**
 * A Markdown table: the reference pages, then the routes. LCP, FCP and TBT are applied
 * throttling; PSI and sim LCP the simulated run. Figures that differ from the baseline show it
 * in brackets.
 */
export function printTable(rows, bare, baseline) {
  const lines = rows.map((row) => {
    const before = baseline?.find((b) => b.path === row.path);
    return columns.map(([, get, key]) => {
      const value = String(get(row, bare) ?? '');
      const old = key && before ? read(before, key) : undefined;
      return old !== undefined && old !== read(row, key) ? `${value} (${old})` : value;
    });
  });
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(
    'LCP, FCP, TBT: applied throttling (slow 4G, 4x CPU), as observed; PSI, sim LCP: simulated;',
  );
  console.log('INP: the worst interaction of a visit on a phone at 4x CPU, median of the visits.');
  if (baseline) console.log('(figures in brackets: bench-results/baseline.json)');
}

/** The pages whose worst interaction is over the bar, as lines to print. */
export function interactionFailures(inp) {
  return Object.entries(inp)
    .filter(([, { worstMs }]) => worstMs > bars.inpMs)
    .map(([path, { worstMs }]) => `${path}: INP ${worstMs} ms > ${bars.inpMs}`);
}

/** The interaction figures alone (`npm run bench -- --interactions`): each page and its worst. */
export function printInteractions(inp) {
  const lines = Object.entries(inp).map(([path, { worstMs, worst, runs }]) => [
    path,
    String(worstMs),
    runs.join(', '),
    worst
      ? `${worst.step} (${worst.event}: ${worst.inputDelay} + ${worst.processing} + ${worst.presentation})`
      : '',
  ]);
  const head = [
    'page',
    'INP ms',
    'visits',
    'worst interaction (event: delay + handlers + paint, ms)',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  // What ran around each worst interaction (long animation frames, relative to its input).
  for (const [path, { worst }] of Object.entries(inp)) {
    for (const frame of worst?.frames ?? []) {
      console.log(
        `${path}: frame at ${frame.at} ms, ${frame.ms} ms, style and layout ${frame.layout}`,
      );
      for (const script of frame.scripts) console.log(`    ${script}`);
    }
  }
}
