// The first load and the extras (src/ui/extras.rs). The page loads the app without its
// extras; an evening of French Tarot (the scorecard, hands by points, breakdowns, undo) never
// loads more. Opening an extra loads the whole app, which comes back to the same screen,
// opens what the player chose, puts the focus on it and keeps the undo history. A failed
// load says so, leaves the scorecard usable, and can be retried. (Offline, an extra opens
// from the service worker's cache: offline.spec.mjs plays a session offline.)
import { test as base } from '@playwright/test';
import { test, expect, screenshot } from './fixtures.mjs';
import fs from 'node:fs';

const KEY = 'tarot-companion';
// Saved by version 1 (tests/data): French, dark, a 20-hand five-player evening, and its
// 21st hand being entered (Chloé Garde with David, 47 points, 2 oudlers).
const V1 = fs.readFileSync('tests/data/v1_snapshot.json', 'utf8');
const WHOLE = /^\/(tarot-full\.js|tarot-full_bg\.wasm|extras\.css)$/;

/** The whole app's files the page requests, as they are requested. */
function watchWholeApp(page) {
  const seen = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (WHOLE.test(p)) seen.push(p);
  });
  return seen;
}

async function openWith(page, text) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, text]);
  await page.reload();
}

const row = (n) => ({ name: new RegExp(`^Donne ${n}\\s?:`) });

test('an evening of French Tarot never loads the whole app', async ({ page }) => {
  const whole = watchWholeApp(page);
  await openWith(page, V1);
  await expect(page.getByTestId('points')).toHaveText('47');
  await page.getByRole('button', { name: 'Valider la donne' }).click();
  await expect(page.getByRole('heading', { name: 'Feuille de marque' })).toBeVisible();
  await expect(page.getByRole('button', row(21))).toBeVisible();

  // A hand's breakdown, the hand deleted, the deletion undone.
  await page.getByRole('button', row(21)).click();
  await page.getByRole('button', { name: 'Supprimer la donne' }).click();
  await expect(page.getByRole('button', row(21))).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByRole('button', row(21))).toBeVisible();

  // A new hand by the keypad (five players): Anne Petite, calls Bruno, 56 points, 1 oudler.
  await page.getByRole('button', { name: 'Nouvelle donne' }).click();
  await page.getByRole('group', { name: 'Preneur', exact: true }).getByRole('button', { name: 'Anne', exact: true }).click();
  await page.getByRole('group', { name: 'Contrat', exact: true }).getByRole('button', { name: 'Petite', exact: true }).click();
  await page.getByRole('group', { name: 'Appelé', exact: true }).getByRole('button', { name: 'Bruno', exact: true }).click();
  for (const k of '56') await page.getByRole('group', { name: 'Clavier' }).getByRole('button', { name: k, exact: true }).click();
  await page.getByRole('group', { name: /^Bouts/ }).getByRole('button', { name: '1', exact: true }).click();
  await page.getByRole('button', { name: 'Valider la donne' }).click();
  await expect(page.getByRole('button', row(22))).toBeVisible();

  // Home and back.
  await page.getByRole('button', { name: 'Accueil' }).click();
  await expect(page.getByRole('heading', { name: 'Parties' })).toBeVisible();
  expect(whole, 'no file of the whole app requested').toEqual([]);
});

test('an extra loads the whole app, opens where the player asked and keeps the undo history', async ({ page }) => {
  const whole = watchWholeApp(page);
  await openWith(page, V1);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByRole('button', row(20))).toBeVisible();
  await page.getByRole('button', row(20)).click();
  await page.getByRole('button', { name: 'Supprimer la donne' }).click();
  await expect(page.getByRole('button', row(20))).toHaveCount(0);
  expect(whole).toEqual([]);

  const chart = page.locator('summary').filter({ hasText: 'Courbe des scores' });
  await chart.click();
  await expect(page.getByRole('img', { name: /^Évolution des scores/ })).toBeVisible();
  await expect(chart).toBeFocused();
  expect(whole.sort()).toEqual(['/extras.css', '/tarot-full.js', '/tarot-full_bg.wasm']);
  await screenshot(page, 'extras-chart-after-load');

  // The same screen and theme, and the deletion made before still undoable.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByRole('button', row(20))).toBeVisible();

  // The whole app stays: statistics open at once, sharing too.
  await page.locator('summary').filter({ hasText: 'Statistiques' }).click();
  await expect(page.getByRole('region', { name: 'Statistiques par joueur' })).toBeVisible();
  await page.getByRole('button', { name: 'Partager ou exporter' }).click();
  await expect(page.getByTestId('share-link')).toHaveValue(/#s=/);
  expect(whole.length, 'loaded once').toBe(3);
});

test('with storage refusing to save, what the first-load app holds comes along', async ({ page }) => {
  await openWith(page, V1);
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'tarot-companion') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  // The 21st hand, confirmed but not saved.
  await page.getByRole('button', { name: 'Valider la donne' }).click();
  await expect(page.getByTestId('storage-write-error')).toBeVisible();
  await expect(page.getByRole('button', row(21))).toBeVisible();
  await page.locator('summary').filter({ hasText: 'Courbe des scores' }).click();
  await expect(page.getByRole('img', { name: /^Évolution des scores sur 21 donnes/ })).toBeVisible();
  await expect(page.getByRole('button', row(21))).toBeVisible();
  await expect(page.getByTestId('storage-write-error')).toBeVisible();
});

test('sharing and the backup open from the first-load app with the focus on them', async ({ page }) => {
  await openWith(page, V1);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  const share = page.getByRole('button', { name: 'Partager ou exporter' });
  await share.click();
  await expect(page.getByTestId('share-link')).toHaveValue(/#s=/);
  await expect(share).toBeFocused();
  await expect(share).toHaveAttribute('aria-expanded', 'true');

  await openWith(page, V1);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Accueil' }).click();
  const backup = page.locator('summary').filter({ hasText: 'Sauvegarde' });
  await backup.click();
  await expect(page.getByRole('link', { name: 'Exporter toutes les parties' })).toBeVisible();
  await expect(backup).toBeFocused();
});

// These two have their own console check: the failed request is meant, and Chromium logs
// it as an error. No service worker: its cache would answer instead of the failing server.
base.describe('a failed load', () => {
base.use({ serviceWorkers: 'block' });

/** The server fails the whole app's wasm; returns the console errors other than that one. */
async function failingServer(page) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.route('**/tarot-full_bg.wasm', (route) => route.fulfill({ status: 503, body: 'down' }));
  return problems;
}

base('a failed load says so, keeps the scorecard usable, and can be retried', async ({ page }) => {
  const problems = await failingServer(page);
  await openWith(page, V1);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();

  await page.locator('summary').filter({ hasText: 'Statistiques' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'n’a pas pu être chargée' });
  await expect(alert).toBeVisible();
  await screenshot(page, 'extras-load-failed');
  // The scorecard is still there and still works.
  await expect(page.getByRole('heading', { name: 'Feuille de marque' })).toBeVisible();
  await page.getByRole('button', row(20)).click();
  await expect(page.getByRole('button', { name: 'Supprimer la donne' })).toBeVisible();

  await page.unroute('**/tarot-full_bg.wasm');
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('region', { name: 'Statistiques par joueur' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

base('going back from a failed load: counting by cards gives way to the keypad, the hand kept', async ({ page }) => {
  const problems = await failingServer(page);
  await openWith(page, V1);
  await expect(page.getByTestId('points')).toHaveText('47');
  await page.getByRole('button', { name: 'Compter les cartes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'n’a pas pu être chargée' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Clavier' })).toBeVisible();
  await expect(page.getByTestId('points')).toHaveText('47');
  await page.getByRole('button', { name: 'Valider la donne' }).click();
  await expect(page.getByRole('button', row(21))).toBeVisible();
  expect(problems).toEqual([]);
});
});
