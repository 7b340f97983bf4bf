// A typical four-player hand must take at most 6 taps after "New hand".
//
// What counts as a tap: every click on a control (a choice, a keypad key, confirm). Scrolling
// is not a tap. The typical hand is: taker, contract, card points typed as two keys ("47"),
// oudlers, confirm — 6 taps. The test counts the clicks it makes and fails above 6; it then
// checks the hand was recorded with the right totals (Garde, 47 points, 2 oudlers: target 41,
// made by 6, (25 + 6) × 2 = 62 per defender, taker +186).
import { test, expect, screenshot } from './fixtures.mjs';

test.use({ locale: 'fr-FR' });

async function newSession(page, names) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();
  await page.getByRole('group', { name: 'Nombre de joueurs' }).getByRole('button', { name: String(names.length), exact: true }).click();
  for (const [i, n] of names.entries()) {
    await page.getByLabel(`Joueur ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: 'Commencer' }).click();
}

test('a typical four-player hand takes at most 6 taps', async ({ page }) => {
  await newSession(page, ['Alice', 'Bruno', 'Chloé', 'Denis']);
  await page.getByRole('button', { name: 'Nouvelle donne' }).click();
  let taps = 0;
  const tap = async (locator) => { taps += 1; await locator.click(); };
  await tap(page.getByRole('group', { name: 'Preneur' }).getByRole('button', { name: 'Alice' }));
  await tap(page.getByRole('group', { name: 'Contrat' }).getByRole('button', { name: 'Garde', exact: true }));
  await tap(page.getByRole('button', { name: '4', exact: true }));
  await tap(page.getByRole('button', { name: '7', exact: true }));
  await tap(page.getByRole('group', { name: /^Bouts/ }).getByRole('button', { name: '2', exact: true }));
  await screenshot(page, 'taps-entry-fr');
  await tap(page.getByRole('button', { name: 'Valider la donne' }));
  expect(taps).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('total-0')).toHaveText('186');
  await expect(page.getByTestId('total-1')).toHaveText('-62');
  await screenshot(page, 'taps-table-fr');
});

test('the hand can be entered with the keyboard alone', async ({ page }) => {
  await newSession(page, ['Alice', 'Bruno', 'Chloé', 'Denis']);
  await page.getByRole('button', { name: 'Nouvelle donne' }).focus();
  await page.keyboard.press('Enter');
  // Tab to Alice (the first taker button) and choose her with the keyboard.
  const alice = page.getByRole('group', { name: 'Preneur' }).getByRole('button', { name: 'Alice' });
  await alice.focus();
  await page.keyboard.press('Enter');
  await expect(alice).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab'); // Bruno
  await page.keyboard.press('Tab'); // Chloé
  await page.keyboard.press('Tab'); // Denis
  await page.keyboard.press('Tab'); // Petite
  await page.keyboard.press('Tab'); // Garde
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'Contrat' }).getByRole('button', { name: 'Garde', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('47');
  await expect(page.getByTestId('points')).toHaveText('47');
  const two = page.getByRole('group', { name: /^Bouts/ }).getByRole('button', { name: '2', exact: true });
  await two.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Valider la donne' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('total-0')).toHaveText('186');
});
