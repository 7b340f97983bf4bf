// One app: the page loads one wasm and one glue, and that app does everything. A newcomer's
// first visit starts a session and enters a hand with it; a share link opened in a fresh
// browser shows the right totals every time, however late the wasm arrives.
import { test, expect, screenshot, expectTotals, typeHand } from './fixtures.mjs';
import fs from 'node:fs';

const KEY = 'tarot-companion';
// The 20-hand five-player evening as version 1 saved it, and its totals as the core computes
// them (tests/storage.rs and tests/share.rs read the same data).
const V1 = JSON.parse(fs.readFileSync('tests/data/v1_snapshot.json', 'utf8'));
V1.prefs = { lang: 'en' };
delete V1.screen;
const EVENING_TOTALS = [1036, -313, -743, 600, -580];

/** The paths of the scripts and wasm the page requests. */
function watchCode(page) {
  const seen = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (/\.(js|wasm)$/.test(p)) seen.push(p);
  });
  return seen;
}

/** Checks that the page loaded exactly one app: one wasm, its glue, and page.js. */
function expectOneApp(code) {
  const wasm = code.filter((p) => p.endsWith('.wasm'));
  const glue = code.filter((p) => p.endsWith('.js') && p !== '/page.js' && p !== '/sw.js');
  expect(new Set(wasm).size, `one wasm (${wasm})`).toBe(1);
  expect(new Set(glue).size, `one glue (${glue})`).toBe(1);
  expect(glue[0].replace(/\.js$/, '_bg.wasm')).toBe(wasm[0]);
}

test.use({ locale: 'en-GB' });

test('a first visit starts a session and enters a hand with the one app', async ({ page }) => {
  const code = watchCode(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: '4', exact: true }).click();
  for (const [i, n] of ['Anne', 'Bruno', 'Chloé', 'David'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await typeHand(page, { taker: 'Bruno', contract: 'Guard', keys: '47', oudlers: 2 });
  await page.getByRole('button', { name: 'Confirm the hand' }).click();
  // Guard, 47 with 2 oudlers: (25 + 6) × 2 = 62 per defender, the taker +186.
  await expectTotals(page, [-62, 186, -62, -62]);
  expectOneApp(code);
});

test('a share link opens in 10 fresh browsers with the right totals, the wasm late every other time', async ({ page, browser }) => {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(V1)]);
  await page.reload();
  await page.getByRole('button', { name: /^Resume: Anne/ }).click();
  await expectTotals(page, EVENING_TOTALS);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const link = await page.getByRole('dialog', { name: 'Share the session' }).getByLabel('Link to the scorecard').inputValue();
  expect(new URL(link).hash.startsWith('#s=')).toBe(true);

  for (let run = 0; run < 10; run++) {
    const late = run % 2 === 1;
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
    const other = await context.newPage();
    const problems = [];
    other.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    other.on('pageerror', (e) => problems.push(String(e)));
    const code = watchCode(other);
    if (late) {
      await other.route('**/*.wasm', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await other.goto(link);
    const shared = other.getByTestId('shared-scorecard');
    await expect(shared.getByRole('heading', { name: 'Shared scorecard' }), `run ${run}`).toBeVisible({ timeout: 15_000 });
    await expectTotals(other, EVENING_TOTALS);
    if (run === 1) await screenshot(other, 'share-opened-late-wasm');
    expectOneApp(code);
    expect(problems, `run ${run}: no console error`).toEqual([]);
    await context.close();
  }
});
