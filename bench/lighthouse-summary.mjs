// Reads a Lighthouse JSON report and prints the figures of the bench table as "name<TAB>value".
import fs from 'node:fs';

const r = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const a = r.audits;
if (r.runtimeError) { console.error('lighthouse runtime error:', r.runtimeError.message); process.exit(1); }
const score = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
const ms = (id) => `${Math.round(a[id].numericValue)} ms`;
const rows = [
  ['Lighthouse version / form factor / throttling', `${r.lighthouseVersion} / ${r.configSettings.formFactor} / ${r.configSettings.throttlingMethod}`],
  ['Lighthouse performance (goal ≥ 98)', score('performance')],
  ['Lighthouse accessibility (goal 100)', score('accessibility')],
  ['Lighthouse best practices', score('best-practices')],
  ['First Contentful Paint', ms('first-contentful-paint')],
  ['Largest Contentful Paint (goal ≤ 1500 ms)', ms('largest-contentful-paint')],
  ['Total Blocking Time', ms('total-blocking-time')],
  ['Cumulative Layout Shift', a['cumulative-layout-shift'].numericValue.toFixed(3)],
];
for (const [k, v] of rows) console.log(`${k}\t${v}`);
