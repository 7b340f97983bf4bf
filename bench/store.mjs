// The sessions' store (IndexedDB, issue #17), timed in Chromium, new build only:
//   1. a confirmed hand survives SIGKILL of the browser 3 s after confirming (a dead battery,
//      the phone's OS reclaiming memory): Chromium started with a profile folder of its own,
//      a session and one hand entered, the browser killed 3 s after "Confirm", started again
//      on the same profile; counted over 10 runs;
//   2. start -> interactive (the sessions listed, the frame after) with 1,000 sessions of 60
//      hands stored, 4x CPU throttling; median of 5 loads (after one start left out: the
//      first after the seed reads every record and writes the index);
//   3. the confirm tap -> the frame showing the new totals painted (a record written), with
//      that store, 4x CPU throttling; median of 7 confirms (bench/tap.mjs: also the time to
//      that frame's animation callback, before its layout and paint).
// Prints one row per figure: "name<TAB>value".
// usage: node bench/store.mjs URL [--only=kill,big] [--old=URL: figures 2 and 3 of another
// build too, its runs taking turns with this one's]; BENCH_LOADS and BENCH_CONFIRMS change
// the number of starts (5) and confirms (7) timed.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enterHand, pageValue, tapFigures, timeConfirm } from './tap.mjs';

const { chromium } = createRequire(import.meta.url)('playwright-core');
const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:8091/';
const only = new Set((args.find((a) => a.startsWith('--only='))?.slice(7) ?? 'kill,big').split(','));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--lang=en-GB'];
const KILLS = 10;
// BENCH_LOADS / BENCH_CONFIRMS: more runs, where a noisy machine needs them.
const LOADS = Number(process.env.BENCH_LOADS || 5);
const CONFIRMS = Number(process.env.BENCH_CONFIRMS || 7);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const fmt = (xs) => `${median(xs).toFixed(1)} ms (median of ${xs.length}; min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;
const row = (name, value) => console.log(`${name}\t${value}`);

/** The number of hands of each stored session (read from the store in the page). */
function storedHands(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('sessions')) { db.close(); resolve([]); return; }
      // The sessions' records: string keys (the index and the history have numbers).
      const req = db.transaction('sessions', 'readonly').objectStore('sessions').getAll(IDBKeyRange.lowerBound(''));
      req.onsuccess = () => { db.close(); resolve(req.result.map((t) => JSON.parse(t).session.hands.length)); };
      req.onerror = () => reject(req.error);
    };
  }));
}

/** Chromium on its own process and profile folder, driven over CDP (so that it can be killed). */
async function startChromium(dir, port) {
  const proc = spawn(CHROME, [...ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      const page = context.pages()[0] ?? await context.newPage();
      return { proc, browser, page };
    } catch {
      await sleep(100);
    }
  }
  throw new Error('Chromium did not start');
}

async function killRun(run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-kill-'));
  const port = 9400 + run;
  try {
    let { proc, page } = await startChromium(dir, port);
    await page.goto(url);
    await page.getByRole('button', { name: 'New session' }).click();
    for (const [i, n] of ['Alice', 'Bruno', 'Chloé', 'Denis'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Start' }).click();
    await enterHand(page);
    await page.getByRole('button', { name: 'Confirm the hand' }).click();
    await page.getByTestId('total-0').waitFor();
    await sleep(3000);
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await gone;
    ({ proc, page } = await startChromium(dir, port));
    await page.goto(url);
    await page.locator('.app-root h1').waitFor();
    const hands = await storedHands(page);
    const kept = hands.length === 1 && hands[0] === 1;
    const closed = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await closed;
    return kept;
  } finally {
    // Its helper processes may still be closing files: a few tries.
    try { fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); } catch { /* left in tmp */ }
  }
}

if (only.has('kill')) {
  let kept = 0;
  for (let run = 0; run < KILLS; run++) {
    const ok = await killRun(run);
    if (ok) kept += 1;
    console.error(`kill run ${run + 1}: ${ok ? 'kept' : 'LOST'}`);
  }
  row('Store: a confirmed hand survives SIGKILL of the browser 3 s after confirming (goal 10 of 10)', `${kept} of ${KILLS} runs`);
}

/** 1,000 sessions of 60 French Tarot hands written as records of the store, in the page. */
function seed(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    let x = 0x2545f491;
    const next = (n) => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return Math.abs(x) % n; };
    const contracts = ['petite', 'garde', 'garde_sans', 'garde_contre'];
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('sessions', 'readwrite');
      const store = tx.objectStore('sessions');
      for (let i = 0; i < 1000; i++) {
        const hands = Array.from({ length: 60 }, () => ({
          french_tarot: { played: { taker: next(4), contract: contracts[next(4)], points: { attack: String(20 + next(60)) }, oudlers: next(4) } },
        }));
        const session = {
          version: 2, id: `s${i}`, created: 1763838000000 + i, players: ['Alice', 'Bruno', 'Chloé', 'Denis'],
          game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } }, hands,
        };
        store.put(JSON.stringify({ rev: 1, seq: i + 1, ids: hands.map((_, j) => i * 100 + j), session }), session.id);
      }
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }));
}

/** Marks the frame after the first sessions are listed (performance.now(): from navigation). */
function watchListed() {
  const observer = new MutationObserver(() => {
    const listed = [...document.querySelectorAll('.app-root button')]
      .some((b) => (b.getAttribute('aria-label') || b.textContent).startsWith('Resume'));
    if (listed) {
      observer.disconnect();
      requestAnimationFrame(() => { window.__listed = performance.now(); });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A page of `build` with the big store seeded, at 4x CPU; the first start after the seed
 * (which reads every record and writes the index) is left out of the figures. */
async function bigPage(browser, build) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB', serviceWorkers: 'block' });
  await context.addInitScript(watchListed);
  const page = await context.newPage();
  await page.goto(build);
  await page.locator('.app-root h1').waitFor();
  await seed(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await page.waitForFunction(() => window.__listed, null, { timeout: 120000, polling: 50 });
  // Let the start's reading end (the sessions after the index, the index written).
  await page.waitForTimeout(3000);
  return { page, cdp };
}

/** Reloads `page` and resolves with the page's time of `mark` (window.__listed, __home):
 * nothing of Playwright's runs in the page until then (`pageValue`). */
async function timedStart(page, cdp, mark) {
  await page.reload({ waitUntil: 'commit' });
  return pageValue(cdp, `window.${mark}`);
}

if (only.has('big')) {
  // --old=URL: the same figures for another build, its loads and taps taking turns with
  // this one's (the machine's load changes over a run: figures side by side are comparable).
  const old = args.find((a) => a.startsWith('--old='))?.slice(6);
  const builds = old ? [['old', old], ['new', url]] : [['new', url]];
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  // The same start with nothing stored (the home screen drawn, the frame after): what the
  // app costs before any session is read, on this machine at this moment. Measured first,
  // with no other page open: a page of the big store reads its sessions for seconds after
  // each start, on the same cores (it made this floor slower than the row it is the floor of).
  const empty = new Map();
  for (const [name, u] of builds) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB', serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('#home-title')) {
          observer.disconnect();
          requestAnimationFrame(() => { window.__home = performance.now(); });
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(u);
    await page.locator('#home-title').waitFor();
    // Two starts left out, as for the big store's page: the wasm's compiled code cached.
    for (let i = 0; i < 2; i++) { await page.reload(); await page.locator('#home-title').waitFor(); }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    empty.set(name, { page, cdp, times: [] });
  }
  for (let run = 0; run < LOADS; run++) {
    for (const [name] of builds) {
      const { page, cdp, times } = empty.get(name);
      times.push(await timedStart(page, cdp, '__home'));
      await page.waitForTimeout(500);
    }
  }
  for (const { page } of empty.values()) await page.context().close();
  const pages = new Map();
  const cdps = new Map();
  for (const [name, u] of builds) {
    const { page, cdp } = await bigPage(browser, u);
    pages.set(name, page);
    cdps.set(name, cdp);
  }
  const starts = new Map(builds.map(([n]) => [n, []]));
  for (let run = 0; run < LOADS; run++) {
    for (const [name] of builds) {
      starts.get(name).push(await timedStart(pages.get(name), cdps.get(name), '__listed'));
      await pages.get(name).waitForTimeout(2000);
    }
  }
  for (const [name] of builds) {
    if ((await storedHands(pages.get(name))).length !== 1000) throw new Error(`${name}: the store does not hold 1,000 sessions`);
  }
  const label = (name) => (old ? ` [${name}]` : '');
  for (const [name] of builds) {
    row(`Store: start -> the home screen drawn (and the frame after), nothing stored, 4x CPU (the floor of the row below)${label(name)}`, fmt(empty.get(name).times));
    row(`Store: start -> the sessions listed (and the frame after), 1,000 sessions × 60 hands stored, app files in the HTTP cache, 4x CPU (goal ≤ 300 ms)${label(name)}`, fmt(starts.get(name)));
  }
  for (const [name] of builds) {
    const page = pages.get(name);
    await page.getByRole('button', { name: /^Resume/ }).first().click();
    await page.getByTestId('total-0').waitFor();
  }
  const taps = new Map(builds.map(([n]) => [n, []]));
  for (let run = 0; run < CONFIRMS; run++) {
    for (const [name] of builds) {
      const page = pages.get(name);
      await enterHand(page);
      await page.getByRole('button', { name: 'Confirm the hand' }).waitFor();
      taps.get(name).push(await timeConfirm(page));
      await page.waitForTimeout(500);
    }
  }
  for (const [name] of builds) {
    // Every confirmed hand is in the store.
    const hands = await storedHands(pages.get(name));
    if (!hands.includes(60 + CONFIRMS)) throw new Error(`${name}: the confirmed hands are not all stored: ${Math.max(...hands)}`);
    row(`Store: confirm tap -> totals with 1,000 sessions × 60 hands stored (the record written), 4x CPU (goal ≤ 16 ms)${label(name)}`, tapFigures(taps.get(name), fmt, median));
  }
  await browser.close();
}
