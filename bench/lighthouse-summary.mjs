// Reads Lighthouse JSON reports (one per run) and prints the figures of the bench table as
// "name<TAB>value": the median of the runs, and every run's value when they differ (the
// Largest Contentful Paint is bimodal here: the shell's text or the app's first screen).
// usage: node bench/lighthouse-summary.mjs run1.json [run2.json ...]
import fs from 'node:fs';

const runs = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
for (const r of runs) {
  if (r.runtimeError) { console.error('lighthouse runtime error:', r.runtimeError.message); process.exit(1); }
}
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
  ['Lighthouse performance (goal ≥ 98)', score('performance')],
  ['Lighthouse accessibility (goal 100)', score('accessibility')],
  ['Lighthouse best practices', score('best-practices')],
  ['First Contentful Paint', ms('first-contentful-paint')],
  ['Largest Contentful Paint (goal ≤ 1500 ms)', ms('largest-contentful-paint')],
  ['Largest Contentful Paint element, by run', runs.map(lcpNode).join(', ')],
  ['Total Blocking Time', ms('total-blocking-time')],
  ['Cumulative Layout Shift', figure(runs.map((run) => run.audits['cumulative-layout-shift'].numericValue), (v) => v.toFixed(3))],
];
for (const [k, v] of rows) console.log(`${k}\t${v}`);
