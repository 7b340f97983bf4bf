// Share links and backups as players use them: a link opened in a fresh browser profile
// shows the same scorecard read-only (a hand opens to how it was scored) and saves a copy on
// request; a damaged link says so;
// an export imported elsewhere gives the same session.
import { test, expect, screenshot, expectTotals, storedRecords } from './fixtures.mjs';
import fs from 'node:fs';

const KEY = 'tarot-companion';
// The 20-hand five-player evening (and a 4-player session), as version 1 saved them; its
// totals as the core computes them (tests/storage.rs and tests/share.rs read the same data).
const V1 = JSON.parse(fs.readFileSync('tests/data/v1_snapshot.json', 'utf8'));
V1.prefs = { lang: 'en' };
delete V1.screen;
// What the app stores and exports: the same session in session format 2 (tests/storage.rs
// checks that the v1 fixture reads as the v2 one).
const EVENING = JSON.parse(fs.readFileSync('tests/data/v2_snapshot.json', 'utf8')).sessions[0].session;
const EVENING_TOTALS = [1036, -313, -743, 600, -580];

async function openEvening(page) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(V1)]);
  await page.reload();
  await page.getByRole('button', { name: /^Resume: Anne/ }).click();
  await expectTotals(page, EVENING_TOTALS);
}

test.use({ locale: 'en-GB' });

test('a link opens in a fresh browser profile with the same totals, read-only, and saves a copy', async ({ page, browser }) => {
  await openEvening(page);
  // The rules it is kept by, to be read on the link too (QA: "French Tarot" alone there).
  const rules = await page.locator('section.table > .meta').first().textContent();
  expect(rules).toMatch(/^FFT/);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the session' });
  await expect(dialog.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  const link = await dialog.getByLabel('Link to the scorecard').inputValue();
  const fragment = new URL(link).hash.slice(1);
  expect(fragment.startsWith('s=')).toBe(true);
  expect(fragment.length).toBeLessThanOrEqual(300);
  console.log(`share link fragment: ${fragment.length} characters`);
  await screenshot(page, 'share-dialog');

  // Copy to the clipboard (no Web Share on desktop Linux).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: /^(Copy the link|Share…)$/ }).click();
  await expect(dialog.getByText(/^Link (copied|shared)\.$/)).toBeVisible();
  // Escape closes it, the focus back on its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share or export' })).toBeFocused();
  // So does the browser's Back, the scorecard kept (QA: Back went home).
  await page.getByRole('button', { name: 'Share or export' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share or export' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Scorecard' })).toBeVisible();

  // A fresh profile: nothing stored, no service worker.
  const fresh = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  const other = await fresh.newPage();
  const problems = [];
  other.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  other.on('pageerror', (e) => problems.push(String(e)));
  other.on('request', (r) => { if (new URL(r.url()).hostname !== '127.0.0.1') problems.push(r.url()); });
  await other.goto(link);
  const shared = other.getByTestId('shared-scorecard');
  await expect(shared.getByRole('heading', { name: 'Shared scorecard' })).toBeVisible();
  await expectTotals(other, EVENING_TOTALS);
  await expect(shared.locator('.meta').filter({ hasText: rules })).toHaveCount(1);
  await screenshot(other, 'share-opened');
  // A hand opens to how it was scored, read-only: no edit, no delete; Escape closes it, the
  // focus back on its row.
  const row = shared.getByRole('button', { name: /^Hand 1: / });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const sheet = shared.getByRole('region', { name: 'Hand 1' });
  await expect(sheet.locator('.breakdown > li').first()).toHaveText(/^Anne with Chloé: Guard \(×2\)\. /);
  await expect(sheet.getByRole('button')).toHaveText(['Close']);
  await screenshot(other, 'share-opened-hand');
  await other.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(row).toBeFocused();
  // Read-only: nothing is saved until asked, nor any word to other tabs of a change (QA: the
  // key that tells them was written).
  expect(await other.evaluate(() => Object.keys(localStorage))).toEqual([]);
  const keys = () => other.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = db.transaction('sessions', 'readonly').objectStore('sessions').getAllKeys();
      req.onsuccess = () => { db.close(); resolve(req.result); };
      req.onerror = () => reject(req.error);
    };
  }));
  expect(await keys(), 'no record, index or history stored').toEqual([]);

  await shared.getByRole('button', { name: 'Save a copy to my sessions' }).click();
  await expect(other.getByRole('heading', { name: 'Scorecard' })).toBeVisible();
  await expectTotals(other, EVENING_TOTALS);
  expect(new URL(other.url()).hash).toBe('');
  await expect.poll(async () => (await storedRecords(other)).length).toBe(1);
  const copy = (await storedRecords(other))[0].session;
  expect({ ...copy, id: EVENING.id }).toEqual(EVENING);
  expect(problems).toEqual([]);
  await fresh.close();
});

test('a clipboard that never answers is said to have failed: the link stays there to copy', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => new Promise(() => {});
  });
  await openEvening(page);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the session' });
  await dialog.getByRole('button', { name: 'Copy the link' }).click();
  await expect(dialog.getByText('Could not: copy the link above.')).toBeVisible({ timeout: 6000 });
  await expect(dialog.getByLabel('Link to the scorecard')).toHaveValue(/#s=/);
});

test('opening a link never replaces a session already here', async ({ page }) => {
  await openEvening(page);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const link = await page.getByLabel('Link to the scorecard').inputValue();
  await page.goto(link);
  await page.reload();
  const shared = page.getByTestId('shared-scorecard');
  await expect(shared.getByText('You already have this session')).toBeVisible();
  await shared.getByRole('button', { name: 'Save a copy to my sessions' }).click();
  await expectTotals(page, EVENING_TOTALS);
  await expect.poll(async () => (await storedRecords(page)).length).toBe(3);
  const saved = await storedRecords(page);
  expect(saved.map((s) => s.session.id)).toContain(EVENING.id);
  expect(saved.find((s) => s.session.id === EVENING.id).session).toEqual(EVENING);
});

test('a damaged link says what is wrong', async ({ page }) => {
  await page.goto('/#s=AUo-');
  await expect(page.getByRole('alert')).toContainText('The link is cut short: copy it whole.');
  await screenshot(page, 'share-damaged');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'New session' })).toBeVisible();
});

test('a link whose first letter was altered says it is damaged, not from a newer version (D8)', async ({ page }) => {
  await openEvening(page);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const link = await page.getByRole('dialog', { name: 'Share the session' }).getByLabel('Link to the scorecard').inputValue();
  const payload = new URL(link).hash.slice('#s='.length);
  expect(payload[0]).toBe('A');
  const fresh = await page.context().browser().newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  const other = await fresh.newPage();
  await other.goto(`/#s=8${payload.slice(1)}`.replace(/^\//, new URL(link).origin + '/'));
  const alert = other.getByRole('alert');
  await expect(alert).toContainText('The link is damaged: it was altered.');
  await expect(alert).not.toContainText('newer version');
  await fresh.close();
});

test('a link with one letter changed is refused, never shown as another scorecard (fr)', async ({ page }) => {
  await openEvening(page);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const link = await page.getByRole('dialog', { name: 'Share the session' }).getByLabel('Link to the scorecard').inputValue();
  const payload = new URL(link).hash.slice('#s='.length);
  const fresh = await page.context().browser().newContext({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });
  const other = await fresh.newPage();
  // A letter in a name, one in a hand, the last one: the first read as "Marie-ChrisCine" or
  // as other totals before the link had its check.
  for (const at of [20, 60, payload.length - 1]) {
    const letter = payload[at] === 'x' ? 'y' : 'x';
    await other.goto(`${new URL(link).origin}/#s=${payload.slice(0, at)}${letter}${payload.slice(at + 1)}`);
    await expect(other.getByRole('alert')).toContainText('Le lien est abîmé : il a été modifié.');
    await expect(other.getByTestId('shared-scorecard')).toHaveCount(0);
  }
  // Cut short, it says so.
  await other.goto(`${new URL(link).origin}/#s=${payload.slice(0, -10)}`);
  await expect(other.getByRole('alert')).toContainText('Le lien est coupé : copiez-le en entier.');
  await fresh.close();
});

test('export then import gives the same session', async ({ page, browser }) => {
  await openEvening(page);
  await page.getByRole('button', { name: 'Share or export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the session' });
  const jsonHref = await dialog.getByRole('link', { name: 'Export (JSON)' }).getAttribute('href');
  const json = decodeURIComponent(jsonHref.replace(/^data:application\/json;charset=utf-8,/, ''));
  expect(JSON.parse(json)).toEqual(EVENING);
  // The link really downloads that file (no Content-Security-Policy complaint either).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Export (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('tarot-Anne-Bruno-Chloé-David-Élise-k7f3q9x2.json');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(json);
  const csvHref = await dialog.getByRole('link', { name: 'Scorecard (CSV)' }).getAttribute('href');
  const csv = decodeURIComponent(csvHref.replace(/^data:text\/csv;charset=utf-8,/, '')).split('\r\n');
  // A byte order mark first: Excel reads UTF-8 without one as its code page.
  expect(csv[0]).toBe('\uFEFFHand,Dealer,Anne,Bruno,Chloé,David,Élise');
  expect(csv).toHaveLength(1 + 20 + 1 + 1);
  expect(csv[21]).toBe(`Total,,${EVENING_TOTALS.join(',')}`);

  // Elsewhere: a fresh profile imports the file.
  const fresh = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  const other = await fresh.newPage();
  await other.goto('/');
  await other.getByText('Backup').click();
  // The button is the file input itself: a plain tap opens the file picker.
  const chooser = other.waitForEvent('filechooser');
  await other.getByRole('button', { name: 'Import a file' }).click();
  await (await chooser).setFiles({ name: 'evening.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await expect(other.getByTestId('import-result')).toHaveText('1 session imported.');
  await screenshot(other, 'share-imported');
  await other.getByRole('button', { name: /^Resume: Anne/ }).click();
  await expectTotals(other, EVENING_TOTALS);
  await expect.poll(async () => (await storedRecords(other)).length).toBe(1);
  const imported = (await storedRecords(other))[0].session;
  expect(imported.id).not.toBe('');
  expect({ ...imported, id: EVENING.id }).toEqual(EVENING);

  // A file that is not a backup is refused with a reason.
  await other.getByRole('button', { name: 'Home' }).click();
  await other.getByText('Backup').click();
  await other.getByLabel('Import a file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('[]') });
  await expect(other.getByTestId('import-result')).toHaveText('The file holds no session. Nothing was imported.');
  // One session refused refuses the file, and says that nothing came in (QA: the player
  // thought the others had).
  const file = (name, value) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });
  await other.getByLabel('Import a file').setInputFiles(file('one.json', { ...EVENING, id: 'alone', players: ['Anne'] }));
  await expect(other.getByTestId('import-result')).toHaveText(/^Session 1 of the file is not valid \(.*\)\. Nothing was imported\.$/);
  // Said as a refusal, not as a hint (QA: grey, like the counts of an import that worked).
  await expect(other.getByTestId('import-result')).toHaveClass('field-error');
  // A hand the rules refuse comes in, marked on its scorecard, and is said (QA: without a word).
  const impossible = { french_tarot: { played: { taker: 0, contract: 'garde', partner: 2, points: { attack: '999' }, oudlers: 2 } } };
  await other.getByLabel('Import a file').setInputFiles(file('999.json', { ...EVENING, id: 'odd', hands: [impossible, ...EVENING.hands.slice(1)] }));
  await expect(other.getByTestId('import-result')).toHaveText('1 session imported. 1 hand cannot be scored: it is marked on its scorecard.');
  await expect.poll(async () => (await storedRecords(other)).length).toBe(2);
  await fresh.close();
});
