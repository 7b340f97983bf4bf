// Prints the raw and gzip -9 size of every file in dist/, and fails when the first load
// (what a browser downloads to show the app: index.html, JS, wasm, CSS, manifest) is over
// the enforced limit. usage: node scripts/sizes.mjs [dist] [limit-bytes]
//
// The goal of issue #7 is 200 KB. The app is over it: the wasm alone is ~268 KB gzip, where a
// Yew app that only counts clicks is 57 KB of wasm and JS; the rest is the app's screens and
// logic (see README, "Performance"). The limit is a ratchet a little above today's size,
// lowered as the app shrinks, so that growth fails the build; every run prints how far the
// goal is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] || 'dist';
const GOAL = 200 * 1000;
const budget = Number(process.argv[3] || 290 * 1000);
const firstLoad = /(^index\.html$|\.js$|\.wasm$|\.css$|\.webmanifest$)/;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.')).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
}

const rows = walk(dist).sort().map((file) => {
  const bytes = fs.readFileSync(file);
  const rel = path.relative(dist, file);
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  // The service worker is fetched after the app is shown, not part of the first load.
  const counted = firstLoad.test(rel) && rel !== 'sw.js';
  return { rel, raw: bytes.length, gz, counted };
});
const width = Math.max(...rows.map((r) => r.rel.length), 10);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip -9'.padStart(9)}  first load`);
for (const r of rows) {
  console.log(`${r.rel.padEnd(width)}  ${String(r.raw).padStart(9)}  ${String(r.gz).padStart(9)}  ${r.counted ? 'yes' : ''}`);
}
const total = rows.filter((r) => r.counted).reduce((s, r) => s + r.gz, 0);
const verdict = total <= budget ? 'within' : 'OVER';
console.log(`first-load transfer (gzip -9): ${total} bytes; enforced limit ${budget}: ${verdict} the limit`);
console.log(`goal of issue #7: ${GOAL} bytes: ${total <= GOAL ? 'met' : `missed by ${total - GOAL} bytes`}`);
process.exit(total <= budget ? 0 : 1);
