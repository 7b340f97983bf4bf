// Installable and offline: Chromium finds nothing missing for installation, the app loads
// with the network cut and the server stopped after one visit, and a new deployment is
// offered as "a new version is ready — reload" without losing data.
//
// The offline and update tests run their own server on a copy of dist/ (the config's server
// cannot be stopped or changed from a test).
import { chromium } from '@playwright/test';
import { test, expect, screenshot, storedRecords, typeHand } from './fixtures.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

test.use({ locale: 'en-GB' });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nobody listens on (other people's test runs share this machine). */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves `dir` on a free loopback port until `stop()`. */
async function serve(dir) {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir],
    { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) break; } catch { /* not yet listening */ }
    await sleep(100);
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    // The port refuses connections now: nothing can come from the network.
    await expect(fetch(url)).rejects.toThrow();
  };
  return { url, stop };
}

function copyOfDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-dist-'));
  fs.cpSync('dist', dir, { recursive: true });
  return dir;
}

/** Waits until a service worker is active and controls the page. */
async function controlled(page) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('Chromium reports no installability error', async ({ baseURL }) => {
  // Installation is never offered in an incognito profile, which Playwright's contexts are:
  // this test runs in a real (temporary) profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-profile-'));
  const { launchOptions, viewport } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(baseURL);
    await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit the app loads with the network cut and the server stopped', async ({ page, context }) => {
  const dir = copyOfDist();
  const server = await serve(dir);
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await server.stop();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();

  // Play offline: a session and a hand. Alice Petite, 45 points, 1 oudler: target 51, down
  // by 6: (25 + 6) × 1 = 31 from the taker to each defender, three times over.
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: '4', exact: true }).click();
  for (const [i, n] of ['Alice', 'Bruno', 'Chloé', 'Denis'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await typeHand(page, { taker: 'Alice', contract: 'Small', keys: '45', oudlers: 1 });
  await page.getByRole('button', { name: 'Confirm the hand' }).click();
  for (const [i, t] of [-93, 31, 31, 31].entries()) await expect(page.getByTestId(`total-${i}`)).toHaveText(String(t));
  await screenshot(page, 'offline-hand-added');
  // A new tab too, not only a reload of the page the worker already controls.
  const second = await context.newPage();
  await second.goto(server.url);
  await expect(second.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
  for (const [i, t] of [-93, 31, 31, 31].entries()) await expect(second.getByTestId(`total-${i}`)).toHaveText(String(t));
  await screenshot(second, 'offline-fresh-tab');
  await second.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a new deployment is offered, and reloading to it keeps the data', async ({ page }) => {
  const dir = copyOfDist();
  const server = await serve(dir);
  await page.goto(server.url);
  await controlled(page);
  // A player in the middle of a hand (the fixture saved by version 1: French, a draft open).
  const v1 = fs.readFileSync('tests/data/v1_snapshot.json', 'utf8');
  // As a tab opened on it: without this one's own screen (a reload takes the tab's own).
  await page.evaluate((text) => { localStorage.setItem('tarot-companion', text); sessionStorage.clear(); }, v1);
  await page.reload();
  await expect(page.getByTestId('points')).toHaveValue('47');
  // Moved to the store at that start (tests/data holds every released snapshot version).
  const before = await storedRecords(page);
  expect(before).toHaveLength(2);

  // "Deploy" a new version: same files, another build version in sw.js.
  const swPath = path.join(dir, 'sw.js');
  const sw = fs.readFileSync(swPath, 'utf8');
  fs.writeFileSync(swPath, sw.replace(/const VERSION = "([^"]*)"/, 'const VERSION = "$1-next"'));
  // http.server dates files to the second and answers 304 to a check in the same second as
  // the copy: date the new sw.js later, as a real deployment would be.
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(swPath, later, later);
  // The page's own update check (at load) may still be running with the old sw.js, and a
  // check asked for meanwhile joins it: ask again until the new version is found.
  await expect.poll(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    return page.locator('html').getAttribute('data-sw-update');
  }, { timeout: 20_000 }).toBe('ready');
  await expect(page.getByRole('button', { name: /recharger|reload/i })).toBeVisible();
  await screenshot(page, 'offline-update-ready');

  await page.getByRole('button', { name: /recharger|reload/i }).click();
  await page.waitForFunction(() => document.documentElement.dataset.swUpdate !== 'ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
  const version = await page.evaluate(async () => (await caches.keys()).join(','));
  expect(version).toMatch(/-next$/);
  await expect(page.getByTestId('points')).toHaveValue('47');
  expect(await storedRecords(page)).toEqual(before);
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('two tabs and a new version: each reloads to it, whichever goes first (D5)', async ({ page, context }) => {
  const dir = copyOfDist();
  const server = await serve(dir);
  await page.goto(server.url);
  await controlled(page);
  const other = await context.newPage();
  await other.goto(server.url);
  await controlled(other);

  const swPath = path.join(dir, 'sw.js');
  const sw = fs.readFileSync(swPath, 'utf8');
  fs.writeFileSync(swPath, sw.replace(/const VERSION = "([^"]*)"/, 'const VERSION = "$1-next"'));
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(swPath, later, later);
  for (const tab of [page, other]) {
    await expect.poll(async () => {
      await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      return tab.locator('html').getAttribute('data-sw-update');
    }, { timeout: 20_000 }).toBe('ready');
    await expect(tab.getByRole('button', { name: /recharger|reload/i })).toBeVisible();
  }

  // The first tab applies the update and reloads to it.
  await page.getByRole('button', { name: /recharger|reload/i }).click();
  await page.waitForFunction(() => document.documentElement.dataset.swUpdate !== 'ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
  // The second tab's button still works: it reloads to the version now active.
  await other.getByRole('button', { name: /recharger|reload/i }).click();
  await other.waitForFunction(() => document.documentElement.dataset.swUpdate !== 'ready');
  await expect(other.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
  await expect(other.getByRole('button', { name: /recharger|reload/i })).toHaveCount(0);
  const active = await other.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const text = await (await fetch(reg.active.scriptURL, { cache: 'no-store' })).text();
    return /const VERSION = "[^"]*-next"/.test(text) && navigator.serviceWorker.controller.scriptURL === reg.active.scriptURL;
  });
  expect(active, 'the second tab runs under the new version').toBe(true);
  await other.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
