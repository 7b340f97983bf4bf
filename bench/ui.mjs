// UI timings in Chromium with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), against
// the release build served on loopback. Prints "name<TAB>value" rows for scripts/bench.
//   1. confirm tap -> updated totals on screen, in a session of 10 and of 1,000 hands;
//   2. cold start -> interactive with 50 stored sessions of 100 hands each;
//   3. opening an extra (the chart): the tap -> the chart drawn by the whole app, loaded on
//      demand (src/ui/extras.rs), with the app's files not yet in the HTTP cache and with.
// usage: node bench/ui.mjs http://127.0.0.1:8091/
import { chromium } from 'playwright-core';

const URL = process.argv[2] || 'http://127.0.0.1:8091/';
const RUNS = 7;
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
const fmt = (xs) => `${median(xs).toFixed(1)} ms (median of ${xs.length}; min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)})`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

async function throttledPage(snap) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB', serviceWorkers: 'block' });
  await context.addInitScript((s) => {
    if (!sessionStorage.getItem('seeded')) { localStorage.setItem('tarot-companion', s); sessionStorage.setItem('seeded', '1'); }
  }, snap);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

// Time from the confirm tap to the frame that shows the new totals, measured inside the page.
async function confirmToTotals(hands) {
  const times = [];
  const { context, page } = await throttledPage(snapshot([session('bench', hands)]));
  await page.goto(URL);
  await page.getByRole('button', { name: /^Resume/ }).first().click();
  await page.getByTestId('total-0').waitFor();
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('button', { name: 'New hand' }).click();
    await page.getByRole('group', { name: 'Taker', exact: true }).getByRole('button', { name: 'Alice', exact: true }).click();
    await page.getByRole('group', { name: 'Contract', exact: true }).getByRole('button', { name: 'Guard', exact: true }).click();
    const keypad = page.getByRole('group', { name: 'Keypad' });
    for (const k of '47') await keypad.getByRole('button', { name: k, exact: true }).click();
    await page.getByRole('group', { name: /^Oudlers/ }).getByRole('button', { name: '2', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Confirm the hand' });
    await confirm.waitFor();
    const ms = await page.evaluate(() => new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Confirm the hand'
        || b.getAttribute('aria-label') === 'Confirm the hand');
      let t0 = 0;
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="total-0"]')) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      t0 = performance.now();
      button.click();
    }));
    times.push(ms);
  }
  await context.close();
  return times;
}

// Cold start: navigation start -> the 50 stored sessions listed and usable. Measured in the
// page (a MutationObserver notes the moment the 50th "Resume" button is in the DOM), since
// Playwright's own polling adds a few hundred milliseconds under throttling; that figure is
// printed too. The sessions are put in storage from another page of the origin (the
// manifest) before the navigation, so that the app's page does not parse a half-megabyte
// seeding script first. The app's files are not in the HTTP cache (a new context): a
// returning player, with the app cached, starts faster.
async function coldStart() {
  const sessions = Array.from({ length: 50 }, (_, i) => session(`s${i}`, 100));
  const snap = snapshot(sessions);
  const times = [];
  const seen = [];
  const warm = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB', serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const resume = [...document.querySelectorAll('button')].filter((b) => b.textContent.trim() === 'Resume');
        if (resume.length >= 50) { window.__interactive = performance.now(); observer.disconnect(); }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(new globalThis.URL('manifest.webmanifest', URL).href);
    await page.evaluate((s) => localStorage.setItem('tarot-companion', s), snap);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(URL);
    await page.getByRole('button', { name: /^Resume/ }).nth(49).waitFor();
    seen.push(await page.evaluate(() => performance.now()));
    times.push(await page.evaluate(() => window.__interactive));
    // The same player coming back: the hashed files are in the HTTP cache (immutable), and
    // Chromium keeps the compiled wasm with them after the first loads.
    for (let again = 0; again < 2; again++) {
      await page.reload();
      await page.getByRole('button', { name: /^Resume/ }).nth(49).waitFor();
    }
    warm.push(await page.evaluate(() => window.__interactive));
    await context.close();
  }
  return { times, seen, warm, bytes: snap.length };
}

// The chart's card tapped on a 10-hand scorecard -> the chart on screen: the first-load app
// fetches, compiles and starts the whole app, which draws the chart. Measured in the page
// from the tap; a new context each run (files not in the HTTP cache), then once more after a
// reload (the whole app's files in the HTTP cache, as for a returning player).
async function openExtra() {
  const cold = [];
  const warm = [];
  const tapToChart = (page) => page.evaluate(() => new Promise((resolve) => {
    const summary = [...document.querySelectorAll('summary')].find((s) => s.textContent.trim() === 'Running totals');
    let t0 = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector('svg.chart__svg')) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    t0 = performance.now();
    summary.click();
  }));
  for (let run = 0; run < 5; run++) {
    const { context, page } = await throttledPage(snapshot([session('bench', 10)]));
    await page.goto(URL);
    await page.getByRole('button', { name: /^Resume/ }).first().click();
    await page.getByTestId('total-0').waitFor();
    cold.push(await tapToChart(page));
    await page.reload();
    await page.getByTestId('total-0').waitFor();
    warm.push(await tapToChart(page));
    await context.close();
  }
  return { cold, warm };
}

const ten = await confirmToTotals(10);
const thousand = await confirmToTotals(1000);
const cold = await coldStart();
console.log(`UI: confirm -> totals, 10-hand session, 4x CPU throttling (goal ≤ 16 ms)\t${fmt(ten)}`);
console.log(`UI: confirm -> totals, 1,000-hand session, 4x CPU throttling (goal ≤ 2 × the 10-hand time)\t${fmt(thousand)}; ratio ${(median(thousand) / median(ten)).toFixed(2)}`);
console.log(`UI: cold start to interactive, 50 stored sessions × 100 hands (${(cold.bytes / 1024).toFixed(0)} KiB stored), 4x CPU, empty HTTP cache (goal ≤ 300 ms)\t${fmt(cold.times)}; as Playwright sees it ${median(cold.seen).toFixed(0)} ms`);
console.log(`UI: the same start for a returning player (app files in the HTTP cache, third load), 4x CPU (goal ≤ 300 ms)\t${fmt(cold.warm)}`);
const extra = await openExtra();
console.log(`UI: opening an extra (the chart) from the first-load app, whole app not in the HTTP cache, 4x CPU\t${fmt(extra.cold)}`);
console.log(`UI: the same, whole app in the HTTP cache (as the service worker keeps it), 4x CPU\t${fmt(extra.warm)}`);
await browser.close();
