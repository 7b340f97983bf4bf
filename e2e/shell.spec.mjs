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
