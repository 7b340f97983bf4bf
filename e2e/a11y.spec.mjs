// axe-core on every screen, in French and English, light and dark: 0 violations.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, screenshot, putRecords } from './fixtures.mjs';

async function noViolations(page, where) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

const L = {
  fr: { locale: 'fr-FR', newSession: 'Nouvelle partie', player: (i) => `Joueur ${i}`, start: 'Commencer',
    newHand: 'Nouvelle donne', taker: 'Preneur', contract: 'Contrat', garde: 'Garde', keypad: 'Clavier',
    oudlers: /^Bouts/, bonuses: 'Annonces et primes', confirm: 'Valider la donne', hand: 'Donne',
    chart: 'Courbe des scores', stats: 'Statistiques', home: 'Accueil', how: "Comment c'est calculé", theme: /^Thème/,
    count: 'Nombre de joueurs' },
  en: { locale: 'en-GB', newSession: 'New session', player: (i) => `Player ${i}`, start: 'Start',
    newHand: 'New hand', taker: 'Taker', contract: 'Contract', garde: 'Guard', keypad: 'Keypad',
    oudlers: /^Oudlers/, bonuses: 'Bonuses and announcements', confirm: 'Confirm the hand', hand: 'Hand',
    chart: 'Running totals', stats: 'Statistics', home: 'Home', how: 'How is this computed', theme: /^Theme/,
    count: 'Number of players' },
};

for (const lang of ['fr', 'en']) {
  for (const dark of [false, true]) {
    const l = L[lang];
    const mode = dark ? 'dark' : 'light';
    test.describe(`${lang} ${mode}`, () => {
      test.use({ locale: l.locale, colorScheme: dark ? 'dark' : 'light' });
      test(`every screen has no axe violation (${lang}, ${mode})`, async ({ page }) => {
        // About ten axe passes over every screen: several seconds each on a loaded machine.
        test.setTimeout(180_000);
        await page.goto('/');
        await noViolations(page, 'home (empty)');
        await page.getByRole('button', { name: l.newSession }).click();
        await page.getByRole('group', { name: l.count }).getByRole('button', { name: '5', exact: true }).click();
        await noViolations(page, 'new session (empty)');
        for (const [i, n] of ['Ana', 'Ben', 'Cyd', 'Dan', 'Eve'].entries()) {
          await page.getByLabel(l.player(i + 1), { exact: true }).fill(n);
        }
        await page.getByLabel(lang === 'fr' ? 'Règles' : 'Rules').selectOption('pousse-mouches');
        await noViolations(page, 'new session (filled)');
        await page.getByRole('button', { name: l.start }).click();
        await noViolations(page, 'scorecard (empty)');
        await page.getByRole('button', { name: l.newHand }).click();
        await noViolations(page, 'hand entry (empty)');
        await page.getByRole('group', { name: l.taker, exact: true }).getByRole('button', { name: 'Ana' }).click();
        await page.getByRole('group', { name: l.contract, exact: true }).getByRole('button', { name: l.garde, exact: true }).click();
        await page.getByRole('group', { name: lang === 'fr' ? 'Appelé' : 'Called partner' }).getByRole('button', { name: 'Cyd' }).click();
        for (const k of ['9', '5']) await page.getByRole('group', { name: l.keypad }).getByRole('button', { name: k, exact: true }).click();
        await noViolations(page, 'hand entry (refused points)');
        // 95 → 9 → 50: with 2 oudlers the attack has at most 86.5, so 90 would be refused too.
        await page.getByRole('group', { name: l.keypad }).getByRole('button', { name: /⌫|Effacer|Delete/ }).click();
        await page.getByRole('group', { name: l.keypad }).getByRole('button', { name: /⌫|Effacer|Delete/ }).click();
        for (const k of ['5', '0']) await page.getByRole('group', { name: l.keypad }).getByRole('button', { name: k, exact: true }).click();
        await page.getByRole('group', { name: l.oudlers }).getByRole('button', { name: '2', exact: true }).click();
        await page.getByRole('button', { name: l.bonuses }).click();
        await page.getByRole('button', { name: l.how }).click();
        await noViolations(page, 'hand entry (bonuses and preview)');
        await screenshot(page, `a11y-entry-${lang}-${mode}`);
        await page.getByRole('button', { name: l.confirm }).click();
        await page.getByRole('button', { name: new RegExp(`^${l.hand} 1\\s?:`) }).click();
        await page.getByRole('button', { name: l.chart }).click();
        await page.getByRole('button', { name: l.stats }).click();
        await noViolations(page, 'scorecard (hand open, chart, statistics)');
        await screenshot(page, `a11y-table-${lang}-${mode}`);
        await page.getByRole('button', { name: l.home }).click();
        await noViolations(page, 'home (one session)');
        await page.getByRole('button', { name: l.theme }).click();
        await noViolations(page, 'home (theme switched)');
      });
    });
  }
}

/** A first visit: four players, a new hand, Bruno bids a Garde. */
async function bidGarde(page, l) {
  await page.goto('/');
  await page.getByRole('button', { name: l.newSession }).click();
  for (const [i, n] of ['Alice', 'Bruno', 'Chloé', 'Denis'].entries()) {
    await page.getByLabel(l.player(i + 1), { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: l.start }).click();
  await page.getByRole('button', { name: l.newHand }).click();
  await page.getByRole('group', { name: l.taker, exact: true }).getByRole('button', { name: 'Bruno' }).click();
  await page.getByRole('group', { name: l.contract, exact: true }).getByRole('button', { name: l.garde, exact: true }).click();
}

test.describe('tablet landscape', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1024, height: 768 } });
  test('the entry and the scorecard use the width, with no axe violation', async ({ page }) => {
    const l = L.fr;
    await bidGarde(page, l);
    for (const k of ['4', '4']) await page.getByRole('group', { name: l.keypad }).getByRole('button', { name: k, exact: true }).click();
    await page.getByRole('group', { name: l.oudlers }).getByRole('button', { name: '2', exact: true }).click();
    await noViolations(page, 'tablet entry');
    await screenshot(page, 'tablet-entry-fr');
    await page.getByRole('button', { name: l.confirm }).click();
    await noViolations(page, 'tablet scorecard');
    await screenshot(page, 'tablet-table-fr');
  });
});

test.describe('keyboard at 360 px', () => {
  test.use({ locale: 'en-GB' });
  test('a key the Tab key reaches is never under the sticky bars', async ({ page }) => {
    const l = L.en;
    await bidGarde(page, l);
    const hidden = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const under = await page.evaluate(() => {
        const e = document.activeElement;
        if (!e || e === document.body) return null;
        const b = e.getBoundingClientRect();
        const bars = [document.querySelector('.app-bar'), document.querySelector('.sticky-actions')];
        const covered = bars.some((bar) => {
          if (!bar || bar.contains(e)) return false;
          const r = bar.getBoundingClientRect();
          return b.bottom > r.top && b.top < r.bottom;
        });
        return covered ? (e.getAttribute('aria-label') || e.textContent).trim() : null;
      });
      if (under) hidden.push(under);
    }
    expect(hidden).toEqual([]);
  });

  test('the focus ring shows on the app bar, and a long name in the undo line stays on screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home-title')).toBeVisible();
    for (let i = 0; i < 6 && !(await page.evaluate(() => !!document.activeElement.closest('.app-bar'))); i++) {
      await page.keyboard.press('Tab');
    }
    const focused = () => page.evaluate(() => {
      const e = document.activeElement;
      return { inBar: !!e.closest('.app-bar'), outline: getComputedStyle(e).outlineColor, bar: getComputedStyle(document.querySelector('.app-bar')).backgroundColor };
    });
    // White on the bar's green (QA: amber, 1.8:1).
    expect(await focused()).toEqual({ inBar: true, outline: 'rgb(255, 255, 255)', bar: 'rgb(20, 83, 45)' });

    // A name of forty letters without a space, in what home's undo would take back (QA: the
    // line ran 20 px off the screen's left edge).
    const long = 'A'.repeat(40);
    await page.getByRole('button', { name: L.en.newSession }).click();
    for (const [i, n] of [long, 'Bruno', 'Chloé', 'Denis'].entries()) {
      await page.getByLabel(L.en.player(i + 1), { exact: true }).fill(n);
    }
    await page.getByRole('button', { name: L.en.start }).click();
    await page.getByRole('button', { name: 'Misdeal' }).click();
    await page.getByRole('button', { name: L.en.home }).click();
    const line = page.locator('.undo-bar .next-undo');
    await expect(line).toContainText(long.slice(0, 20));
    const box = await line.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left >= 0, right: r.right <= innerWidth, fits: e.scrollWidth <= e.clientWidth };
    });
    expect(box).toEqual({ left: true, right: true, fits: true });
  });

  test('the hands are one Tab stop, the arrow keys go from hand to hand, never under the names and totals', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home-title')).toBeVisible();
    const names = ['Bartholomew Fitzgerald', 'Maximilien Beauregard', 'Anne-Sophie Moreau', 'Marie-Christine Dupont', 'Jean-Baptiste Laurent'];
    const hand = (i) => ({ french_tarot: { played: { taker: i % 5, contract: 'garde', points: { attack: '50' }, oudlers: 2, partner: (i + 2) % 5 } } });
    const session = {
      version: 2, id: 'keys', created: 1763838000000, players: names,
      game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } },
      hands: Array.from({ length: 8 }, (_, i) => hand(i)),
    };
    await putRecords(page, [[session.id, JSON.stringify({ rev: 1, seq: 1, session })]]);
    await page.reload();
    await page.getByRole('button', { name: /^Resume/ }).click();
    await expect(page.locator('.scorecard tbody tr')).toHaveCount(8);
    const newHand = page.getByRole('button', { name: 'New hand' });
    await newHand.focus();
    // One Shift+Tab from "New hand" to the hands, one Tab back (QA: with N hands, "New hand"
    // was N+1 Tabs away from the first).
    const rowButton = (n) => page.getByRole('button', { name: new RegExp(`^Hand ${n}:`) });
    await page.keyboard.press('Shift+Tab');
    await expect(rowButton(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(newHand).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End');
    await expect(rowButton(8)).toBeFocused();
    // Up the rows (QA: only the dealer's line of each showed, under the names): each row
    // reached shows whole below the table's head.
    const under = [];
    for (let i = 7; i >= 1; i--) {
      await page.keyboard.press('ArrowUp');
      await expect(rowButton(i)).toBeFocused();
      under.push(await page.evaluate(() => {
        const e = document.activeElement;
        const row = e.closest('tbody tr');
        if (!row) return null;
        const head = document.querySelector('.scorecard thead').getBoundingClientRect();
        const top = row.getBoundingClientRect().top;
        return top >= head.bottom - 1 ? null : `${e.textContent.trim().slice(0, 12)}: ${Math.round(head.bottom - top)} px under`;
      }));
    }
    expect(under.filter(Boolean)).toEqual([]);
    // The row last reached is the one the Tab key comes back to; Down, Home and the ends.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rowButton(3)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(newHand).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(rowButton(3)).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(rowButton(1)).toBeFocused();
    await expect(page.locator('.scorecard .row-button[tabindex="0"]')).toHaveCount(1);
  });
});
