// The paths players take, timed in Chromium with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate) and, for the loads, Lighthouse's mobile network (CDP
// Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), each run
// in a fresh browser context (empty HTTP cache, nothing stored), service workers blocked (their
// precache is reported as its own figure). Issue #12:
//   1. first visit -> "New session" -> four names -> "Start" -> "New hand" -> the hand's entry
//      screen ready for input (the group "Taker" visible, its buttons enabled): bytes and time;
//   2. a share link of the 20-hand five-player evening (tests/data/v1_snapshot.json) opened in
//      a fresh profile -> its five totals on screen: bytes and time;
//   3. a returning player with 50 stored sessions of 100 hands: start -> the home list drawn
//      (the 30 most recent sessions, the 20 others behind a button; the app's files in the
//      HTTP cache), and the same with an empty cache;
//   4. confirm tap -> updated totals on screen, in a session of 10 and of 1,000 hands.
// Paths 1-3 are the median of 5 runs, the builds taking turns run by run; path 4 is the median
// of 7 confirms in one session.
//
// Given several builds' addresses, it measures each and prints one row per figure:
// "name<TAB>value for the first URL<TAB>value for the second ...". scripts/bench passes the
// old build then the new one.
// usage: node bench/ui.mjs URL [URL ...] [--only=1,2,3,4,sw]   (from any directory)
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { enterHand, pageValue, tapFigures, timeConfirm, timeTap } from './tap.mjs';

// The checkout's node_modules, wherever this is run from.
const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(import.meta.url)('playwright-core');

const args = process.argv.slice(2);
const only = new Set((args.find((a) => a.startsWith('--only='))?.slice(7) ?? '1,2,3,4,5,sw').split(','));
const URLS = args.filter((a) => !a.startsWith('--'));
if (URLS.length === 0) URLS.push('http://127.0.0.1:8091/');
const RUNS = 5;
const CONFIRMS = 7;
// Lighthouse's mobile network, as issue #12 states it (bytes per second for CDP).
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CONTEXT = { viewport: { width: 360, height: 740 }, locale: 'en-GB', serviceWorkers: 'block' };
const KEY = 'tarot-companion';
const names = ['Alice', 'Bruno', 'Chloé', 'Denis'];
const contracts = ['petite', 'garde', 'garde_sans', 'garde_contre'];

function session(id, hands) {
  let x = 0x2545f491;
  const next = (n) => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return Math.abs(x) % n; };
  return {
    version: 1, id, created: 1763838000000, players: names,
    game: { game: 'french_tarot', preset: 'fft', first_dealer: 0 },
    hands: Array.from({ length: hands }, () => ({
      game: 'french_tarot', kind: 'played', taker: next(4), contract: contracts[next(4)],
      points: { attack: String(20 + next(60)) }, oudlers: next(4),
    })),
  };
}

function snapshot(sessions) {
  return JSON.stringify({ version: 1, sessions: sessions.map((s) => ({ rev: 1, session: s })), names, prefs: { lang: 'en' } });
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const int = (n) => Math.round(n).toLocaleString('en-GB');
const fmt = (xs) => `${median(xs).toFixed(1)} ms (median of ${xs.length}; min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
const fmtMs = (xs) => `${int(median(xs))} ms (median of ${xs.length}; min ${int(Math.min(...xs))}, max ${int(Math.max(...xs))})`;
// Bytes of the runs: the median, the responses' count, and how they were encoded (last run).
const fmtBytes = (runs) => {
  const xs = runs.map((r) => r.bytes);
  const spread = Math.max(...xs) - Math.min(...xs);
  const by = Object.entries(runs[runs.length - 1].encodings).sort((a, b) => b[1] - a[1])
    .map(([e, n]) => `${e} ${int(n)}`).join(', ');
  return `${int(median(xs))} bytes in ${median(runs.map((r) => r.responses))} responses (by encoding: ${by})`
    + (spread ? `; median of ${xs.length}, min ${int(Math.min(...xs))}, max ${int(Math.max(...xs))}` : '');
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

// GET with the Accept-Encoding of Chromium; the body as sent (still compressed).
function get(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

// What the service worker fetches when it installs (its precache list, from sw.js), as the
// server sends it: the bodies' bytes, headers not counted. Not part of the paths' figures
// (service workers are blocked there); a first visit downloads this too, after the page.
async function precache(url) {
  const swUrl = new URL('sw.js', url).href;
  const sw = await get(swUrl);
  if (sw.status !== 200) return 'no sw.js';
  // The list is the one JSON array of strings in sw.js (read uncompressed).
  const text = await getText(swUrl);
  const list = JSON.parse(/(\[\s*"[^\]]*\])/.exec(text)?.[1] ?? '[]');
  let bytes = sw.body.length;
  for (const file of list) bytes += (await get(new URL(file, swUrl).href)).body.length;
  return { bytes, files: list.length };
}

// GET without Accept-Encoding: the body as text.
function getText(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString()));
    }).on('error', reject);
  });
}

// Run in every document before the app: keeps the first navigation's start (the clock of
// the whole path, across any later navigation), and watches the DOM for the path's end: the
// first animation frame after `done` holds, as absolute time (epoch ms).
function watch({ kind, totals }) {
  if (!location.protocol.startsWith('http')) return;
  try {
    if (!sessionStorage.getItem('bench-t0')) sessionStorage.setItem('bench-t0', String(performance.timeOrigin));
  } catch { /* storage blocked */ }
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const name = (el) => {
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label').trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    const legend = el.tagName === 'FIELDSET' ? el.querySelector(':scope > legend') : null;
    return legend ? legend.textContent.trim() : '';
  };
  const done = {
    // The hand's entry screen ready: the group "Taker" on screen, its buttons enabled.
    taker: () => [...document.querySelectorAll('fieldset, [role="group"]')].some((g) => {
      if (name(g) !== 'Taker' || !visible(g)) return false;
      const buttons = [...g.querySelectorAll('button')];
      return buttons.length > 0 && buttons.every((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true');
    }),
    // The shared scorecard's totals, all of them.
    totals: () => totals.every((t, i) => {
      const el = document.querySelector(`[data-testid="total-${i}"]`);
      return el && el.textContent.trim() === t && visible(el);
    }),
    // The home list of the 50 stored sessions: the 30 most recent with their "Resume" button,
    // the button that shows the 20 others.
    sessions: () => {
      const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent.trim());
      return buttons.filter((t) => t === 'Resume').length >= 30 && buttons.includes('Show the 20 other sessions');
    },
  }[kind];
  let seen = false;
  const check = () => {
    if (seen || !done()) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchDone = performance.timeOrigin + performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

// A fresh context (empty HTTP cache, nothing stored), throttled: CPU always, network unless
// told otherwise. Counts the bytes the page's responses took on the wire (encoded bodies and
// headers: Network.loadingFinished's encodedDataLength) from then on.
async function freshPage({ network = true, end, seed, serviceWorkers = 'block' } = {}) {
  const context = await browser.newContext({ ...CONTEXT, serviceWorkers });
  if (end) await context.addInitScript(watch, end);
  if (seed) {
    await context.addInitScript((s) => {
      if (!sessionStorage.getItem('seeded')) { localStorage.setItem('tarot-companion', s); sessionStorage.setItem('seeded', '1'); }
    }, seed);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const meter = { bytes: 0, responses: 0, encodings: {} };
  const seen = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] || 'identity' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const { url, encoding } = seen.get(e.requestId) ?? { url: '?', encoding: '?' };
    meter.bytes += e.encodedDataLength;
    meter.responses += 1;
    meter.encodings[encoding] = (meter.encodings[encoding] ?? 0) + e.encodedDataLength;
    if (process.env.BENCH_DEBUG) console.error(`  ${e.encodedDataLength}\t${encoding}\t${url}`);
  });
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp, meter };
}

// The time of a path as the page saw it (navigation start -> the frame showing its end), and
// as Playwright saw it (its polling adds some), and the bytes until then.
// Polled through the protocol (`pageValue`): Playwright's own script is not evaluated in a
// page that is starting (paths 2 and 3 touch the page first here).
async function finish(cdp, meter, startedAt) {
  const doneAt = await pageValue(cdp, 'window.__benchDone');
  const seenAt = Date.now();
  const t0 = await pageValue(cdp, "Number(sessionStorage.getItem('bench-t0'))");
  return { ms: doneAt - t0, seen: seenAt - startedAt, bytes: meter.bytes, responses: meter.responses, encodings: { ...meter.encodings } };
}

// Path 1: a first visit to a new session's first hand, the taps made as fast as Playwright
// makes them (a player also reads and types: this measures the app, not the player).
async function firstHand(url) {
  const { context, page, cdp, meter } = await freshPage({ end: { kind: 'taker' } });
  const startedAt = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'New session', exact: true }).click({ timeout: 60000 });
  await page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: '4', exact: true }).click({ timeout: 60000 });
  for (const [i, n] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'New hand', exact: true }).click({ timeout: 60000 });
  const taker = page.getByRole('group', { name: 'Taker', exact: true });
  await taker.waitFor({ timeout: 60000 });
  const result = await finish(cdp, meter, startedAt);
  // The page's verdict agrees with Playwright's: every taker button enabled.
  for (const b of await taker.getByRole('button').all()) {
    if (!(await b.isEnabled())) throw new Error('path 1: a taker button is disabled at the end');
  }
  await context.close();
  return result;
}

// The share link of the 20-hand five-player evening, made by the app (the first build's
// share dialog; both builds read the same fragment).
const V1 = JSON.parse(fs.readFileSync(path.join(here, '..', 'tests', 'data', 'v1_snapshot.json'), 'utf8'));
V1.prefs = { lang: 'en' };
delete V1.screen;
const EVENING_TOTALS = ['1,036', '-313', '-743', '600', '-580'];

async function shareFragment(url) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(V1)]);
  await page.reload();
  await page.getByRole('button', { name: /^Resume: Anne/ }).click();
  await page.getByRole('button', { name: 'Share or export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the session' });
  const link = await dialog.getByLabel('Link to the scorecard').inputValue();
  await context.close();
  const hash = new URL(link).hash;
  if (!hash.startsWith('#s=')) throw new Error(`unexpected share link ${link}`);
  return hash;
}

// Path 2: the link opened in a fresh profile -> the five totals on screen.
async function sharedLink(url, hash) {
  const { context, page, cdp, meter } = await freshPage({ end: { kind: 'totals', totals: EVENING_TOTALS } });
  const startedAt = Date.now();
  await page.goto(url + hash, { waitUntil: 'commit' });
  const result = await finish(cdp, meter, startedAt);
  for (const [i, t] of EVENING_TOTALS.entries()) {
    const text = (await page.getByTestId(`total-${i}`).textContent()).trim();
    if (text !== t) throw new Error(`path 2: total-${i} is ${text}, not ${t}`);
  }
  await context.close();
  return result;
}

// Path 3: start -> the 50 stored sessions' home list drawn (30 "Resume" buttons and "Show the
// 20 other sessions" in the DOM), first with
// the app's files not in the HTTP cache, then as a returning player: the same context reloaded
// twice (the hashed files in the HTTP cache, immutable; Chromium keeps the compiled wasm with
// them after the first loads; index.html and the unhashed files revalidated over the emulated
// network). The sessions are put in storage from another page of the origin (the manifest)
// before the navigation, so that the app's page does not parse a half-megabyte seeding script.
const SESSIONS = snapshot(Array.from({ length: 50 }, (_, i) => session(`s${i}`, 100)));

// With `worker`, the service worker is allowed: the first load installs it (its precache
// fetched at full speed: the emulated network is the page's) and the reloads are served from
// its cache, as a returning player's are.
async function returning(url, { worker = false } = {}) {
  const { context, page, cdp, meter } = await freshPage({ end: { kind: 'sessions' }, serviceWorkers: worker ? 'allow' : 'block' });
  await page.goto(new URL('manifest.webmanifest', url).href);
  await page.evaluate(([key, s]) => { localStorage.setItem(key, s); sessionStorage.clear(); }, [KEY, SESSIONS]);
  const startedAt = Date.now();
  meter.bytes = 0;
  meter.responses = 0;
  await page.goto(url, { waitUntil: 'commit' });
  const cold = await finish(cdp, meter, startedAt);
  if (worker) {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 120000, polling: 100 });
  }
  let warm;
  for (let again = 0; again < 2; again++) {
    await page.evaluate(() => sessionStorage.clear());
    meter.bytes = 0;
    meter.responses = 0;
    const at = Date.now();
    await page.reload({ waitUntil: 'commit' });
    warm = await finish(cdp, meter, at);
  }
  await page.getByRole('button', { name: 'Show the 20 other sessions' }).click();
  if (await page.getByRole('button', { name: /^Resume/ }).count() < 50) throw new Error('path 3: fewer than 50 sessions listed');
  await context.close();
  return { cold, warm };
}

// Path 4: the confirm tap -> the frame showing the new totals presented (bench/tap.mjs); CPU
// throttled (the network plays no part).
async function confirmToTotals(url, hands) {
  const times = [];
  const { context, page } = await freshPage({ network: false, seed: snapshot([session('bench', hands)]) });
  await page.goto(url);
  await page.getByRole('button', { name: /^Resume/ }).first().click();
  await page.getByTestId('total-0').waitFor();
  for (let run = 0; run < CONFIRMS; run++) {
    await enterHand(page);
    const confirm = page.getByRole('button', { name: 'Confirm the hand' });
    await confirm.waitFor();
    const ms = await timeConfirm(page);
    times.push(ms);
  }
  await context.close();
  return times;
}

// Path 5 (issue #16): the Players tap -> the people listed, with 50 stored sessions × 100
// hands (the four players of path 3's sessions): every session linked to people and scored,
// the lifetime statistics and the ratings of 5,000 hands computed in wasm, and the list drawn;
// measured inside the page, CPU throttled 4x (the network plays no part). The screen is left
// for home between runs, so each tap computes it all again. A build without the Players
// screen has no figure.
async function players(url) {
  const { context, page } = await freshPage({ network: false });
  await page.goto(new URL('manifest.webmanifest', url).href);
  await page.evaluate(([key, s]) => localStorage.setItem(key, s), [KEY, SESSIONS]);
  await page.goto(url);
  await page.getByRole('button', { name: /^Resume/ }).first().waitFor();
  if (await page.getByRole('button', { name: 'Players', exact: true }).count() === 0) {
    await context.close();
    return null;
  }
  const times = [];
  for (let run = 0; run < CONFIRMS; run++) {
    const ms = await timeTap(page, 'Players', '.player-list li');
    times.push(ms);
    if (await page.locator('.player-list li').count() !== 4) throw new Error('path 5: the four players are not listed');
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: /^Resume/ }).first().waitFor();
  }
  await context.close();
  return times;
}

// Runs `measure(url)` RUNS times for every build, the builds taking turns.
async function turns(measure) {
  const results = URLS.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [b, url] of URLS.entries()) results[b].push(await measure(url));
  }
  return results;
}

const row = (name, cells) => console.log([name, ...cells].join('\t'));
const time = (xs) => `${fmtMs(xs.map((x) => x.ms))}; as Playwright sees it ${int(median(xs.map((x) => x.seen)))} ms`;

// Paths 1-3: 4x CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, fresh context per run,
// service workers blocked (scripts/bench says so under the table).
if (only.has('1')) {
  const r = await turns(firstHand);
  row('Path 1: first visit -> New session -> 4 names -> Start -> New hand -> "Taker" ready: bytes transferred', r.map(fmtBytes));
  row('Path 1: the same, navigation start -> the ready frame (taps by Playwright as fast as it can)', r.map(time));
}
if (only.has('sw')) {
  row('Service worker precache after a first visit: sw.js and its list, bodies as served (not counted in paths 1-2)',
    await Promise.all(URLS.map(async (u) => {
      const p = await precache(u);
      return typeof p === 'string' ? p : `${int(p.bytes)} bytes, ${p.files} files + sw.js`;
    })));
}
if (only.has('2')) {
  const hash = await shareFragment(URLS[URLS.length - 1]);
  const r = await turns((u) => sharedLink(u, hash));
  row(`Path 2: share link of the 20-hand five-player evening (${hash.length - 1}-character fragment), fresh profile -> the five totals: bytes transferred`,
    r.map(fmtBytes));
  row('Path 2: the same, navigation start -> the totals\' frame', r.map(time));
}
if (only.has('3')) {
  const r = await turns(returning);
  row(`Path 3: returning player, 50 stored sessions × 100 hands (${int(SESSIONS.length / 1024)} KiB stored), start -> the home list drawn (30 sessions, 20 behind a button), app files in the HTTP cache (third load) (goal ≤ 300 ms)`,
    r.map((xs) => `${fmtMs(xs.map((x) => x.warm.ms))}; ${int(median(xs.map((x) => x.warm.bytes)))} bytes fetched (the unhashed files, no-cache, fetched again)`));
  const sw = await turns((u) => returning(u, { worker: true }));
  row('Path 3: the same, service worker allowed: the reloads served from its cache (a returning player\'s real case)',
    sw.map((xs) => `${fmtMs(xs.map((x) => x.warm.ms))}; ${int(median(xs.map((x) => x.warm.bytes)))} bytes fetched`));
  row('Path 3: the same start with an empty HTTP cache',
    r.map((xs) => `${fmtMs(xs.map((x) => x.cold.ms))}; ${int(median(xs.map((x) => x.cold.bytes)))} bytes`));
}
if (only.has('4')) {
  const ten = [];
  const thousand = [];
  for (const url of URLS) {
    ten.push(await confirmToTotals(url, 10));
    thousand.push(await confirmToTotals(url, 1000));
  }
  const painted = (xs) => xs.map((t) => t.painted);
  row('Path 4: confirm -> totals, 10-hand session, 4x CPU only (goal ≤ 16 ms)', ten.map((xs) => tapFigures(xs, fmt, median)));
  row('Path 4: confirm -> totals, 1,000-hand session, 4x CPU only (goal ≤ 16 ms)',
    thousand.map((xs, b) => `${tapFigures(xs, fmt, median)}; ${(median(painted(xs)) / median(painted(ten[b]))).toFixed(2)} × the 10-hand time`));
}
if (only.has('5')) {
  const r = [];
  for (const url of URLS) r.push(await players(url));
  row('Path 5: Players, 50 stored sessions × 100 hands: tap -> the people listed (statistics and ratings of 5,000 hands computed in wasm, and drawn), 4x CPU only (goal ≤ 50 ms)',
    r.map((xs) => (xs ? tapFigures(xs, fmt, median) : '— (no Players screen)')));
}
await browser.close();
