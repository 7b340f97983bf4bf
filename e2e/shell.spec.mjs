// The app shell: title in the browser's language, the language switch, no console error.
import { test, expect, screenshot } from './fixtures.mjs';

test.describe('French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('shows the app in French and switches to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await screenshot(page, 'shell-fr');
    await page.getByRole('button', { name: 'Passer en anglais' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Switch to French' })).toBeVisible();
    await screenshot(page, 'shell-fr-switched-en');
  });
});

test.describe('English browser', () => {
  test.use({ locale: 'en-GB' });
  test('shows the app in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarot Companion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await screenshot(page, 'shell-en');
  });
});

test.describe('before the app starts', () => {
  test.use({ locale: 'fr-FR' });
  test('the page says at once what a first visit will see, and not to a player with sessions', async ({ page, context }) => {
    // Hold the app's wasm back (every page of the context, no HTTP cache): what shows is
    // index.html alone.
    let release;
    const held = new Promise((r) => { release = r; });
    await context.route('**/*_bg.wasm', async (route) => { await held; await route.continue(); });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const shell = page.locator('#app-shell');
    await expect(shell.getByText('La feuille de marque du Tarot se prépare…')).toBeVisible();
    await expect(shell.getByText('Aucune partie pour l\'instant. Commencez-en une !')).toBeVisible();
    await expect(shell.getByText('No session yet. Start one!')).toBeHidden();
    await screenshot(page, 'shell-before-app-fr');

    // A player with stored sessions (English saved): the shell does not say there are none.
    await page.evaluate(() => localStorage.setItem('tarot-companion',
      '{"version":1,"sessions":[{"rev":1,"session":{"version":1,"id":"a","created":1,"players":["A","B","C"],"game":{"game":"french_tarot","preset":"fft","first_dealer":0},"hands":[]}}],"names":[],"prefs":{"lang":"en"}}'));
    const second = await context.newPage();
    await second.goto('/', { waitUntil: 'domcontentloaded' });
    const again = second.locator('#app-shell');
    await expect(again.getByText('The Tarot score sheet is loading…')).toBeVisible();
    await expect(again.getByText('No session yet. Start one!')).toBeHidden();
    release();
    await expect(second.getByRole('button', { name: /^Resume/ })).toBeVisible();
    await expect(again).toHaveCount(0);
    await second.close();
  });
});
