// Reads Lighthouse JSON reports (one per run) and prints the figures of the bench table as
// "name<TAB>value": the median of the runs, and every run's value when they differ (the
// Largest Contentful Paint is bimodal here: the shell's text or the app's first screen).
// Several builds: their reports separated by "--", one value column per build, in order
// (scripts/bench: the old build, then the new one).
// usage: node bench/lighthouse-summary.mjs run1.json [run2.json ...] [-- run1.json ...]
import fs from 'node:fs';

const groups = [[]];
for (const arg of process.argv.slice(2)) {
  if (arg === '--') groups.push([]);
  else groups[groups.length - 1].push(JSON.parse(fs.readFileSync(arg, 'utf8')));
}
for (const r of groups.flat()) {
  if (r.runtimeError) { console.error('lighthouse runtime error:', r.runtimeError.message); process.exit(1); }
}
if (groups.some((g) => g.length === 0)) { console.error('usage: lighthouse-summary.mjs run.json ... [-- run.json ...]'); process.exit(2); }

function rowsOf(runs) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const figure = (values, show) => {
    const m = show(median(values));
    const all = values.map(show);
    return all.every((v) => v === all[0]) ? m : `${m} (median of ${values.length} runs: ${all.join(', ')})`;
  };
  const score = (k) => figure(runs.map((r) => Math.round((r.categories[k]?.score ?? 0) * 100)), String);
  const ms = (id) => figure(runs.map((r) => r.audits[id].numericValue), (v) => `${Math.round(v)} ms`);
  const r = runs[0];
  // The element as Lighthouse names it; none when it could not resolve the node any more.
  const lcpNode = (run) => {
    const tables = run.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = tables.flatMap((t) => t.items ?? []).find((i) => i.node)?.node;
    return node ? `"${node.nodeLabel}"` : 'unnamed';
  };
  const rows = [
    ['Lighthouse version / form factor / throttling', `${r.lighthouseVersion} / ${r.configSettings.formFactor} / ${r.configSettings.throttlingMethod}`],
    ['Lighthouse performance (goal 100)', score('performance')],
    ['Lighthouse accessibility (goal 100)', score('accessibility')],
    ['Lighthouse best practices', score('best-practices')],
    ['Lighthouse: First Contentful Paint', ms('first-contentful-paint')],
    ['Lighthouse: Largest Contentful Paint (goal ≤ 1.3 s)', ms('largest-contentful-paint')],
    ['Lighthouse: Largest Contentful Paint element, by run', runs.map(lcpNode).join(', ')],
    ['Lighthouse: Total Blocking Time', ms('total-blocking-time')],
    ['Lighthouse: bytes transferred (total byte weight)', figure(runs.map((run) => run.audits['total-byte-weight'].numericValue), (v) => `${Math.round(v).toLocaleString('en-GB')} bytes`)],
    ['Lighthouse: Cumulative Layout Shift', figure(runs.map((run) => run.audits['cumulative-layout-shift'].numericValue), (v) => v.toFixed(3))],
  ];
  return rows;
}

const tables = groups.map(rowsOf);
for (const [i, [name]] of tables[0].entries()) console.log([name, ...tables.map((t) => t[i][1])].join('\t'));
