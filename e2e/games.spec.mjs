// The other games of issue #6 at 360×740, in French and in English, found by role and
// accessible name: a Tarocchi session of three hands, a free-form session with an unbalanced
// hand balanced in one tap, and the card-point counter with the 54-card pack.
//
// Tarocchi totals are written here from seed 001's rules, not read from the app:
//   the declarer needs 37 of 74 card points; two odd cards count as a point (the default);
//   won: each defender pays the bid (Ansager 20, Solo 40, Super 80) + 1 per point over 37;
//   lost: each defender receives the bid + 1 per point under 37;
//   Pagat Ultimo announced and made: 20 more from each defender.
//   1. Anna Solo 41:               made by 4,  40 + 4 = 44 each   → +88  −44  −44
//   2. Bruno Ansager 35 + 2 cards:  36, down 1, 20 + 1 = 21 each   → +21  −42  +21
//   3. Carla Super 50, ultimo:      made by 13, 80 + 13 + 20 = 113 → −113 −113 +226
//   totals                                                         →  −4  −199 +203
import AxeBuilder from '@axe-core/playwright';
import { test, expect, screenshot } from './fixtures.mjs';

async function noViolations(page, where) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

const LABELS = {
  fr: {
    locale: 'fr-FR', newSession: 'Nouvelle partie', game: 'Jeu', tarocchi: 'Tarocchi (3 joueurs)',
    freeform: 'Feuille libre', count: 'Nombre de joueurs', player: (i) => `Joueur ${i}`, start: 'Commencer',
    twoDigits: 'Deux chiffres au plus : ⌫ efface le dernier chiffre.',
    newHand: 'Nouvelle donne', declarer: 'Déclarant', bid: 'Enchère', keypad: 'Clavier', odd: 'Cartes en plus',
    ultimo: 'Pagat Ultimo', announcedMade: 'Annoncé, fait', confirm: 'Valider la donne', oneAmount: 'Entrez au moins un montant.',
    points: (p, c) => `${p} points et ${c} cartes`, offBy: (n) => `La donne ne fait pas zéro\u00a0: ${n}`,
    balanced: 'La donne fait zéro', balanceOn: (n) => `Équilibrer sur ${n}`, sign: (n) => `Changer le signe pour ${n}`,
    notWhole: 'Un nombre entier, comme 25 ou -10', half: '12,5',
    waiting: "Choisissez le déclarant. Choisissez l'enchère. Tapez les points.",
    counter: 'Compteur de points', pack: 'Jeu', pack54: '54 cartes', groups: 'Compter par', back: 'Retour',
    cards: ['Sküs', "Mond (21 d'atout)", "Pagat (1 d'atout)", 'Roi de cœur'],
    pile: '17 points et 1 carte', other: "L'autre tas\u00a0: 52 points et 2 cartes / 70 points",
    rounded: 'Arrondi (règle courante)\u00a0: 17 points',
    home: 'Accueil', solo: 'Solo', ansager: 'Ansager', super: 'Super',
  },
  en: {
    locale: 'en-GB', newSession: 'New session', game: 'Game', tarocchi: 'Tarocchi (3 players)',
    freeform: 'Free-form', count: 'Number of players', player: (i) => `Player ${i}`, start: 'Start',
    twoDigits: 'Two digits at most: ⌫ deletes the last digit.',
    newHand: 'New hand', declarer: 'Declarer', bid: 'Bid', keypad: 'Keypad', odd: 'Odd cards',
    ultimo: 'Pagat Ultimo', announcedMade: 'Announced, made', confirm: 'Confirm the hand', oneAmount: 'Enter at least one amount.',
    points: (p, c) => `${p} points and ${c} cards`, offBy: (n) => `The hand does not sum to zero: off by ${n}`,
    balanced: 'The hand sums to zero', balanceOn: (n) => `Balance on ${n}`, sign: (n) => `Change the sign for ${n}`,
    notWhole: 'A whole number, such as 25 or -10', half: '12.5',
    waiting: 'Choose the declarer. Choose the bid. Type the card points.',
    counter: 'Card-point counter', pack: 'Pack', pack54: '54 cards', groups: 'Count in groups of', back: 'Back',
    cards: ['Sküs', 'Mond (21 of trumps)', 'Pagat (1 of trumps)', 'King of hearts'],
    pile: '17 points and 1 card', other: 'The other pile: 52 points and 2 cards / 70 points',
    rounded: 'Rounded (the usual rule): 17 points',
    home: 'Home', solo: 'Solo', ansager: 'Ansager', super: 'Super',
  },
};

/** A whole number as the app writes it (ASCII minus; no thousands here). */
const fmt = (n) => String(n);

async function expectTotals(page, totals) {
  for (const [i, t] of totals.entries()) {
    await expect(page.getByTestId(`total-${i}`)).toHaveText(fmt(t));
  }
}

async function newSession(page, L, game, names) {
  await page.goto('/');
  await page.getByRole('button', { name: L.newSession }).click();
  await page.getByRole('group', { name: L.game, exact: true }).getByRole('button', { name: game }).click();
  if (game === L.freeform) {
    await page.getByRole('group', { name: L.count }).getByRole('button', { name: String(names.length), exact: true }).click();
  }
  for (const [i, n] of names.entries()) {
    await page.getByLabel(L.player(i + 1), { exact: true }).fill(n);
  }
  await noViolations(page, `new session (${game})`);
  if (game === L.tarocchi) await screenshot(page, `setup-tarocchi-${L.locale}`);
  await page.getByRole('button', { name: L.start }).click();
}

/** A Tarocchi hand: its points tapped on the keypad, or `typed` on the keyboard (a wrong digit
 * deleted with Backspace on the way) and confirmed with Enter. */
async function tarocchiHand(page, L, { declarer, bid, keys, odd = 0, ultimo, typed = false }, shot) {
  await page.getByRole('button', { name: L.newHand }).click();
  // Confirm waits, and says for what.
  await expect(page.getByRole('button', { name: L.confirm })).toHaveAccessibleDescription(L.waiting);
  await page.getByRole('group', { name: L.declarer }).getByRole('button', { name: declarer }).click();
  await page.getByRole('group', { name: L.bid }).getByRole('button', { name: bid, exact: true }).click();
  const keypad = page.getByRole('group', { name: L.keypad });
  if (typed) {
    await page.keyboard.type(`${keys[0]}9`);
    await page.keyboard.press('Backspace');
    await page.keyboard.type(keys.slice(1));
    await expect(page.getByTestId('points')).toContainText(keys);
    // A third digit is refused, and said (it was dropped without a word).
    await page.keyboard.type('7');
    await expect(page.getByRole('alert')).toHaveText(L.twoDigits);
    await expect(page.getByTestId('points')).toContainText(keys);
  } else {
    for (const k of keys) await keypad.getByRole('button', { name: k, exact: true }).click();
  }
  if (odd) await page.getByRole('group', { name: L.odd }).getByRole('button', { name: String(odd), exact: true }).click();
  if (ultimo) await page.getByRole('group', { name: L.ultimo }).getByRole('button', { name: ultimo }).click();
  if (shot) await shot();
  if (typed) await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: L.confirm }).click();
}

for (const lang of ['fr', 'en']) {
  const L = LABELS[lang];
  test.describe(`other games (${lang})`, () => {
    test.use({ locale: L.locale });

    test(`Tarocchi: three hands, totals from seed 001 (${lang})`, async ({ page, browser }) => {
      await newSession(page, L, L.tarocchi, ['Anna', 'Bruno', 'Carla']);
      // Points refused (80, more than the pack holds): Confirm says why, with the message
      // next to the points. Escape leaves the hand.
      await page.getByRole('button', { name: L.newHand }).click();
      await page.getByRole('group', { name: L.declarer }).getByRole('button', { name: 'Anna' }).click();
      await page.getByRole('group', { name: L.bid }).getByRole('button', { name: L.solo, exact: true }).click();
      for (const k of '80') await page.getByRole('group', { name: L.keypad }).getByRole('button', { name: k, exact: true }).click();
      const refused = page.locator('#tarocchi-error');
      await expect(refused).toBeVisible();
      await expect(page.getByRole('button', { name: L.confirm })).toHaveAccessibleDescription((await refused.textContent()).trim());
      await page.keyboard.press('Escape');
      await tarocchiHand(page, L, { declarer: 'Anna', bid: L.solo, keys: '41' });
      await expectTotals(page, [88, -44, -44]);
      await tarocchiHand(page, L, { declarer: 'Bruno', bid: L.ansager, keys: '35', odd: 2 }, async () => {
        await expect(page.getByTestId('points')).toHaveText(L.points(35, 2));
        // The live preview: each defender receives 21.
        await expect(page.locator('.preview .changes')).toContainText('-42');
        await screenshot(page, `tarocchi-entry-${lang}`);
        await noViolations(page, 'Tarocchi hand entry');
      });
      await expectTotals(page, [109, -86, -23]);
      await tarocchiHand(page, L, { declarer: 'Carla', bid: L.super, keys: '50', ultimo: L.announcedMade, typed: true });
      await expectTotals(page, [-4, -199, 203]);
      await screenshot(page, `tarocchi-table-${lang}`);
      await noViolations(page, 'Tarocchi table');
      // The evening ended: its recap, as French Tarot's (QA: none for the other games), with
      // the biggest hand, Carla's Super of hand 3: 203 - (-23) = +226.
      await page.getByRole('button', { name: lang === 'fr' ? 'Fin de soirée : récapitulatif' : 'End the evening: recap' }).click();
      await expect(page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'Récapitulatif' : 'Recap' })).toBeVisible();
      await expect(page.locator('ul.highlights').getByRole('listitem')).toHaveText([
        lang === 'fr' ? /^Plus belle donne\s?:\s?Carla, donne 3\s?:\s?\+226$/ : 'Biggest hand: Carla, hand 3: +226']);
      await expect(page.getByRole('img', { name: lang === 'fr' ? /^Image du récapitulatif\s?:\s?1\. Carla/ : /^Recap image: 1\. Carla/ })).toBeVisible();
      await screenshot(page, `tarocchi-recap-${lang}`);
      await noViolations(page, 'Tarocchi recap');
      await page.getByRole('button', { name: lang === 'fr' ? 'Feuille de marque' : 'Scorecard' }).click();
      // A row opened from the keyboard keeps the focus (the table was redrawn, the focus
      // left on the body), and its detail says who pays whom.
      const row = page.getByRole('button', { name: lang === 'fr' ? /^Donne 1\s?:/ : /^Hand 1:/ });
      await row.focus();
      await page.keyboard.press('Enter');
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      await expect(row).toBeFocused();
      await expect(page.locator('.hand-detail')).toContainText(
        lang === 'fr' ? /Jeu\s?:\s?chaque défenseur paie 44 au déclarant/ : 'Game: each defender pays the declarer 44');
      // And why 44: the Solo's 40 and the 4 points over the target (QA: not said).
      await expect(page.locator('.hand-detail')).toContainText(
        lang === 'fr' ? /Enchère\s?:\s?Solo, 40 \+ 4 points d'écart = 44/ : 'Bid: Solo, 40 + 4 points of margin = 44');
      // Tab goes from the row opened into its sheet (at the bottom of the screen, after
      // every row in the page's order), Shift+Tab back to the row.
      await page.keyboard.press('Tab');
      await expect(page.locator('.hand-detail').locator('button, summary').first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(row).toBeFocused();
      // Its share link, opened in a fresh profile, names the game and says each hand as
      // this scorecard does (it said only "Hand 1: Dealer Anna"), and a hand opens.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'fr' ? 'Partager ou exporter' : 'Share or export' }).click();
      const link = await page.getByLabel(lang === 'fr' ? 'Lien de la feuille de marque' : 'Link to the scorecard').inputValue();
      const fresh = await browser.newContext({ locale: L.locale, viewport: { width: 360, height: 740 } });
      const other = await fresh.newPage();
      await other.goto(link);
      const shared = other.getByTestId('shared-scorecard');
      await expect(shared.getByText(L.tarocchi, { exact: true })).toBeVisible();
      await expectTotals(other, [-4, -199, 203]);
      const first = shared.getByRole('button', { name: lang === 'fr' ? /^Donne 1\s?:/ : /^Hand 1:/ });
      await expect(first).toContainText(lang === 'fr' ? 'Anna Solo, fait de 4' : 'Anna Solo, made by 4');
      await first.click();
      await expect(shared.locator('.hand-detail')).toContainText(
        lang === 'fr' ? /Jeu\s?:\s?chaque défenseur paie 44 au déclarant/ : 'Game: each defender pays the declarer 44');
      await fresh.close();
      // At home its card names the game (French Tarot, the usual one, goes unnamed), and so
      // it does at the next start, drawn from the store's index while the sessions load.
      await page.getByRole('button', { name: L.home }).click();
      const card = page.getByRole('listitem').filter({ hasText: 'Anna, Bruno, Carla' });
      await expect(card).toContainText(`${L.tarocchi} · `);
      await page.reload();
      await expect(card).toContainText(`${L.tarocchi} · `);
      // The count stays whole on its line ("0 donne" broke between its number and its word).
      const count = card.locator('.meta > span').last();
      await expect(count).toHaveText(lang === 'fr' ? /^3\sdonnes$/ : /^3\shands$/);
      expect(await count.evaluate((e) => e.getClientRects().length)).toBe(1);
    });

    test(`free-form: an unbalanced hand balanced in one tap (${lang})`, async ({ page }) => {
      await newSession(page, L, L.freeform, ['Ann', 'Ben', 'Cid', 'Dee']);
      await page.getByRole('button', { name: L.newHand }).click();
      // Nothing typed is no hand: Confirm waits, and says why.
      await expect(page.getByRole('button', { name: L.confirm })).toBeDisabled();
      await expect(page.getByRole('button', { name: L.confirm })).toHaveAccessibleDescription(L.oneAmount);
      // Enter in an amount goes to the next one (the phone's key says "next") until the hand
      // is ready, then confirms it.
      await page.getByRole('textbox', { name: 'Ann', exact: true }).fill('30');
      await page.getByRole('textbox', { name: 'Ann', exact: true }).press('Enter');
      await expect(page.getByRole('textbox', { name: 'Ben', exact: true })).toBeFocused();
      for (const [name, v] of [['Ben', '-10'], ['Cid', '-10'], ['Dee', '-10']]) {
        await page.getByRole('textbox', { name, exact: true }).fill(v);
      }
      await expect(page.getByRole('status').filter({ hasText: L.balanced })).toBeVisible();
      await page.getByRole('textbox', { name: 'Dee', exact: true }).press('Enter');
      await expectTotals(page, [30, -10, -10, -10]);
      // Escape in an amount leaves the hand as "Cancel" does.
      await page.getByRole('button', { name: L.newHand }).click();
      await page.getByRole('textbox', { name: 'Ann', exact: true }).fill('5');
      await page.getByRole('textbox', { name: 'Ann', exact: true }).press('Escape');
      await expect(page.getByRole('textbox', { name: 'Ann', exact: true })).toHaveCount(0);
      await expectTotals(page, [30, -10, -10, -10]);
      await page.getByRole('button', { name: L.newHand }).click();
      // Phones open their number pad, which has no minus (iOS): the ± key beside the field
      // gives the sign, before or after the digits.
      await expect(page.getByRole('textbox', { name: 'Dee', exact: true })).toHaveAttribute('inputmode', 'numeric');
      await page.getByRole('button', { name: L.sign('Dee') }).click();
      await expect(page.getByRole('textbox', { name: 'Dee', exact: true })).toHaveValue('-');
      // A sign alone is an amount not typed yet, never 0.
      await expect(page.getByRole('textbox', { name: 'Dee', exact: true })).toHaveAttribute('aria-invalid', 'true');
      for (const [name, v] of [['Ann', '20'], ['Ben', '50'], ['Cid', '-15']]) {
        await page.getByRole('textbox', { name, exact: true }).fill(v);
      }
      // The field has the focus back after the ±, its caret after the sign.
      await page.getByRole('button', { name: L.sign('Dee') }).click();
      await page.getByRole('button', { name: L.sign('Dee') }).click();
      await expect(page.getByRole('textbox', { name: 'Dee', exact: true })).toBeFocused();
      await page.keyboard.type('20');
      await expect(page.getByRole('textbox', { name: 'Dee', exact: true })).toHaveValue('-20');
      await page.getByRole('button', { name: L.sign('Ann') }).click();
      await expect(page.getByRole('textbox', { name: 'Ann', exact: true })).toHaveValue('-20');
      await expect(page.getByText(L.offBy('-5'))).toBeVisible();
      // Half a point, typed key by key, stays as typed and is said beside its field: it is
      // never saved as 12.
      const ann = page.getByRole('textbox', { name: 'Ann', exact: true });
      await ann.fill('');
      await ann.pressSequentially(L.half);
      await expect(ann).toHaveValue(L.half);
      await expect(ann).toHaveAttribute('aria-invalid', 'true');
      await expect(ann).toHaveAccessibleDescription(L.notWhole);
      await expect(page.getByRole('button', { name: L.confirm })).toBeDisabled();
      // Confirm says why it waits: the amount refused.
      await expect(page.getByRole('button', { name: L.confirm })).toHaveAccessibleDescription(L.notWhole);
      await ann.fill('-20');
      await expect(ann).not.toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `freeform-entry-${lang}`);
      await noViolations(page, 'free-form entry, unbalanced');
      await page.getByRole('button', { name: L.balanceOn('Cid') }).click();
      await expect(page.getByRole('textbox', { name: 'Cid', exact: true })).toHaveValue('-10');
      // The balance buttons went away: the focus is on the amount set, not the page's body.
      await expect(page.getByRole('textbox', { name: 'Cid', exact: true })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: L.balanced })).toBeVisible();
      await page.getByRole('button', { name: L.confirm }).click();
      await expectTotals(page, [10, 40, -20, -30]);
      await screenshot(page, `freeform-table-${lang}`);
      // Opened, a balanced row shows its amounts, and no empty "how is this computed".
      await page.locator('button[data-hand="0"]').click();
      await expect(page.locator('.hand-detail')).toBeVisible();
      await expect(page.locator('.hand-detail h4')).toHaveCount(0);
      await expect(page.locator('.hand-detail .breakdown')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: L.home }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'Ann, Ben, Cid, Dee' })).toContainText(`${L.freeform} · `);
    });

    // QA (helper-49): with eight long names the balance line sat below the amounts, under the
    // sticky Cancel / Confirm bar, while the player typed: "off by" was never in sight.
    test(`free-form: the balance stays in sight while each amount is typed (${lang})`, async ({ page }) => {
      const names = ['Marie-Christine Dupont', 'Bartholomew Fitzgerald', 'Hildegarde von Bingen',
        'Jean-Baptiste Poquelin', 'Ségolène Delacroix', 'Maximilien Robespierre', 'Anne-Sophie Lefèvre',
        'Wolfgang Amadeus'];
      await newSession(page, L, L.freeform, names);
      await page.getByRole('button', { name: L.newHand }).click();
      for (const [i, name] of names.entries()) {
        const field = page.getByRole('textbox', { name, exact: true });
        await field.fill(String(10 * (i + 1)));
        await expect(field).toBeFocused();
        const status = page.getByRole('status').filter({ hasText: L.offBy(`+${5 * (i + 1) * (i + 2)}`) });
        await expect(status).toBeInViewport({ ratio: 1 });
        // In sight and not drawn over: the point in its middle is the line's own.
        const own = await status.evaluate((e) => {
          const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && (hit === e || e.contains(hit));
        });
        expect(own, `the balance, after ${name}'s amount`).toBe(true);
      }
      await screenshot(page, `freeform-balance-${lang}`);
    });

    // QA (helper-51): 99 points in Tarocchi, the message sat out of sight and a tap on
    // Confirm did nothing. The tap now brings the reason into sight.
    test(`Tarocchi: a tap on the waiting Confirm shows why it waits (${lang})`, async ({ page }) => {
      await newSession(page, L, L.tarocchi, ['Marie-Christine Dupont', 'Bartholomew Fitzgerald', 'Hildegarde von Bingen']);
      await page.getByRole('button', { name: L.newHand }).click();
      // Tapped with nothing chosen: the declarer's and the bid's fields say so, the focus on
      // the first (QA helper-55: said only under the buttons, the fields out of sight).
      await page.getByRole('button', { name: L.confirm }).click({ force: true });
      const [noDeclarer, noBid] = L.waiting.split('. ').map((t) => (t.endsWith('.') ? t : `${t}.`));
      await expect(page.getByRole('group', { name: L.declarer }).getByRole('alert')).toHaveText(noDeclarer);
      await expect(page.getByRole('group', { name: L.bid }).getByRole('alert')).toHaveText(noBid);
      await expect(page.getByRole('group', { name: L.declarer }).getByRole('button').first()).toBeFocused();
      await page.getByRole('group', { name: L.bid }).getByRole('button', { name: L.solo, exact: true }).click();
      await expect(page.getByRole('group', { name: L.bid }).getByRole('alert')).toHaveCount(0);
      for (const k of '99') await page.getByRole('group', { name: L.keypad }).getByRole('button', { name: k, exact: true }).click();
      // Said before a declarer is chosen (QA helper-55: only once one was).
      const refused = page.locator('#tarocchi-error');
      await expect(refused).toBeVisible();
      await page.getByRole('group', { name: L.declarer }).getByRole('button', { name: 'Marie-Christine Dupont' }).click();
      await expect(refused).toBeVisible();
      // Out of sight, as a player scrolled it.
      await refused.evaluate((e) => {
        const r = e.getBoundingClientRect();
        window.scrollBy(0, r.top > innerHeight / 2 ? r.top - 2 * innerHeight : r.bottom + 1);
      });
      await expect(refused).not.toBeInViewport();
      const confirm = page.getByRole('button', { name: L.confirm });
      await expect(confirm).toBeDisabled();
      await confirm.dispatchEvent('click');
      await expect(refused).toBeInViewport({ ratio: 1 });
      await screenshot(page, `tarocchi-why-${lang}`);
    });

    test(`counter: a pile of the 54-card pack in threes (${lang})`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: L.counter }).click();
      await page.getByRole('group', { name: L.pack, exact: true }).getByRole('button', { name: L.pack54 }).click();
      await page.getByRole('group', { name: L.groups }).getByRole('button', { name: '3', exact: true }).click();
      // Sküs, Mond and Pagat make a group of three: 5 + 5 + 5 − 2 = 13; the King of hearts
      // alone is one odd card: 5 − 1 = 4 and the card. The pack holds 70: the rest is 52⅔.
      for (const card of L.cards) await page.getByRole('button', { name: card, exact: true }).click();
      await expect(page.locator('.card-grid__count')).toHaveText(L.pile);
      const methods = page.getByTestId('methods').getByRole('listitem');
      await expect(methods).toHaveCount(4);
      for (const item of await methods.all()) await expect(item).toContainText(L.pile);
      await expect(page.getByTestId('other-pile')).toHaveText(L.other);
      // One odd card adds nothing in the usual rounding (QA: no whole number was shown).
      await expect(page.getByTestId('rounded')).toHaveText(L.rounded);
      // A reload finds the pile as it was, and its setup.
      await page.reload();
      await expect(page.locator('.card-grid__count')).toHaveText(L.pile);
      await expect(page.getByRole('group', { name: L.pack, exact: true }).getByRole('button', { name: L.pack54 })).toHaveAttribute('aria-pressed', 'true');
      // Another pack shows its own pile; the 54-card pile is there again when its pack
      // comes back, after a reload too (a new pack emptied it, without a word).
      const packs = page.getByRole('group', { name: L.pack, exact: true });
      await packs.getByRole('button', { name: /^78/ }).click();
      await expect(page.locator('.card-grid__count')).not.toHaveText(L.pile);
      await packs.getByRole('button', { name: L.pack54 }).click();
      await expect(page.locator('.card-grid__count')).toHaveText(L.pile);
      await page.reload();
      await expect(page.locator('.card-grid__count')).toHaveText(L.pile);
      await screenshot(page, `counter-54-${lang}`);
      // Every card's label on one line at 360 px, "Sküs" and "Fool" too ("Skü/s" wrapped).
      const wrapped = () => page.locator('.card-grid__card > span[aria-hidden]')
        .evaluateAll((spans) => spans.filter((s) => s.getClientRects().length > 1).map((s) => s.textContent));
      expect(await wrapped()).toEqual([]);
      await packs.getByRole('button', { name: /^66/ }).click();
      await expect(page.locator('.card-grid__card')).toHaveCount(66);
      expect(await wrapped()).toEqual([]);
      await packs.getByRole('button', { name: L.pack54 }).click();
      await noViolations(page, 'counter');
      await page.getByRole('button', { name: L.back }).click();
      await expect(page.getByRole('button', { name: L.newSession })).toBeVisible();
    });
  });
}

test.describe('free-form at twelve players', () => {
  test.use({ locale: 'fr-FR' });
  test('the entry and the table fit 360 px', async ({ page }) => {
    const L = LABELS.fr;
    const names = ['Marie-Christine Dupont-Aignan', 'Ben', 'Cyd', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lou'];
    await newSession(page, L, L.freeform, names);
    await page.getByRole('button', { name: L.newHand }).click();
    for (const [i, name] of names.entries()) {
      await page.getByRole('textbox', { name, exact: true }).fill(String(i === 0 ? 110 : -10));
    }
    await expect(page.getByRole('status').filter({ hasText: L.balanced })).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: L.confirm }).click();
    await expect(page.getByTestId('total-0')).toHaveText('110');
    expect(await width()).toBeLessThanOrEqual(360);
    // Scrolled to the last players, the hand column is still in view, and a long name is cut
    // to its column rather than widening it.
    const region = page.locator('.games-wide');
    await region.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
    const first = await page.getByRole('row').nth(1).getByRole('rowheader').boundingBox();
    const box = await region.boundingBox();
    expect(first.x).toBeGreaterThanOrEqual(box.x - 1);
    const nameWidth = await page.getByRole('columnheader', { name: names[0] }).evaluate((e) => e.getBoundingClientRect().width);
    expect(nameWidth).toBeLessThan(120);
    await screenshot(page, 'freeform-twelve-fr');
    // Twelve lines on the chart, each in its own colour and dashes (QA: the seventh player's
    // line was the first's).
    await page.getByText('Courbe des scores').click();
    await expect(page.locator('.chart__legend .chart__line')).toHaveCount(12);
    const styles = await page.locator('.chart__legend .chart__line').evaluateAll((lines) => lines.map((l) => {
      const s = getComputedStyle(l);
      return `${s.stroke} ${s.strokeDasharray}`;
    }));
    expect(styles).toHaveLength(12);
    expect(new Set(styles).size).toBe(12);
  });
});

test.describe('free-form at eight long names', () => {
  test.use({ locale: 'en-GB' });
  test('the page does not scroll sideways, before and after a hand', async ({ page }) => {
    const L = LABELS.en;
    // Each column's name is shown cut and said whole by a hidden label, placed where the
    // column is: outside the region, the labels stretched the page (QA: 393 px, then 841).
    const names = Array.from({ length: 8 }, (_, i) => `${['Maximilienne-Jo', 'Bartholomew Fitz', 'Alexandrinaaaaa', 'Christophe-Marie'][i % 4]} ${i + 1}`);
    await newSession(page, L, L.freeform, names);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(page.getByRole('region', { name: 'Scorecard, scrolls sideways' })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: L.newHand }).click();
    for (const [i, name] of names.entries()) {
      await page.getByRole('textbox', { name, exact: true }).fill(String(i === 0 ? 70 : -10));
    }
    await page.getByRole('button', { name: L.confirm }).click();
    await expect(page.getByTestId('total-0')).toHaveText('70');
    expect(await width()).toBeLessThanOrEqual(360);
  });

  test('five names upright, a million in one column: the badges stay on one line', async ({ page }) => {
    const L = LABELS.en;
    const names = ['Maximilienne-Jo', 'Bartholomew Fitz', 'Alexandrinaaaaa', 'Christophe-Marie', 'Anne-Sophie Dupont'];
    await newSession(page, L, L.freeform, names);
    await page.getByRole('button', { name: L.newHand }).click();
    for (const [i, name] of names.entries()) {
      await page.getByRole('textbox', { name, exact: true }).fill(String([-25, 0, 1000000, 40, -1000015][i]));
    }
    await page.getByRole('button', { name: L.confirm }).click();
    await expect(page.getByTestId('total-2')).toHaveText('1,000,000');
    // The table scrolls sideways, its columns as wide as their numbers: the dealer's badge
    // above a column of zeros read "de/als" (QA).
    await expect(page.getByRole('region', { name: 'Scorecard, scrolls sideways' })).toBeVisible();
    const wrapped = await page.locator('.scorecard .badge').evaluateAll((badges) => badges.filter((b) => {
      const r = document.createRange();
      r.selectNodeContents(b);
      return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
    }).map((b) => b.textContent));
    expect(wrapped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('free-form with numbers in the hundreds of millions', () => {
  test.use({ locale: 'en-GB' });
  test('every number stays in its own column at 360 px', async ({ page }) => {
    const L = LABELS.en;
    const names = ['Marie-Christine Dupont-Lefebvre', 'Zoë', 'Jérôme', 'Ægir Ødegård', 'Bob'];
    await newSession(page, L, L.freeform, names);
    for (const hand of [[-1234567, 1234567, 0, 0, 0], [999999999, -999999999, 0, 0, 0]]) {
      await page.getByRole('button', { name: L.newHand }).click();
      for (const [i, name] of names.entries()) {
        await page.getByRole('textbox', { name, exact: true }).fill(String(hand[i]));
      }
      await page.getByRole('button', { name: L.confirm }).click();
    }
    await expect(page.getByTestId('total-0')).toHaveText('998,765,432');
    await expect(page.getByTestId('total-1')).toHaveText(/^[-−]998,765,432$/);
    // No number runs out of its cell into the next one's (a minus sign hidden under it),
    // and the page does not scroll sideways: the table does, in its own region.
    const spilled = await page.locator('.scorecard td').evaluateAll((cells) => cells
      .filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    expect(spilled).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('region', { name: 'Scorecard, scrolls sideways' })).toBeVisible();
    await screenshot(page, 'freeform-millions-en');
  });
});

test.describe('Tarocchi with the cards tapped', () => {
  test.use({ locale: 'en-GB' });
  test('the 66-card grid counts the declarer\'s pile', async ({ page }) => {
    const L = LABELS.en;
    await newSession(page, L, L.tarocchi, ['Anna', 'Bruno', 'Carla']);
    await page.getByRole('button', { name: L.newHand }).click();
    await page.getByRole('group', { name: L.declarer }).getByRole('button', { name: 'Anna' }).click();
    await page.getByRole('group', { name: L.bid }).getByRole('button', { name: L.solo, exact: true }).click();
    await page.getByRole('button', { name: 'Count the cards' }).click();
    // The Fool, the Mond (XXI) and the Pagat (I) are one group of three: 5 + 5 + 5 − 2 = 13.
    // Solo with 13 is down by 24: each defender receives 40 + 24 = 64.
    for (const card of ['Fool', 'Mond (21 of trumps)', 'Pagat (1 of trumps)']) {
      await page.getByRole('button', { name: card, exact: true }).click();
    }
    await expect(page.getByTestId('points')).toHaveText('13 points');
    await screenshot(page, 'tarocchi-grid-en');
    await page.getByRole('button', { name: L.confirm }).click();
    await expectTotals(page, [-128, 64, 64]);
  });
});
