// The table at 360 px (issue #15): five players with long names, in French and in English.
// Every screen and opened panel is checked for sideways scrolling (the page no wider than the
// viewport, no element sticking out of it) and photographed to e2e/out/screens/narrow-*.png.
// On the way: the new session's problems at their fields, a typed hand (keyboard digits,
// Backspace, Enter), a hand's detail opened in view.
import { test, expect, fits, fmt, putRecords } from './fixtures.mjs';

/** The words (without a hyphen) of the visible text of the elements `locator` finds that are
 * broken over two lines. */
function splitWords(locator) {
  return locator.evaluateAll((elements) => {
    const split = [];
    for (const e of elements) {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.parentElement.closest('.sr-only')) continue;
        for (const m of n.data.matchAll(/[^\s-]+/g)) {
          const r = document.createRange();
          r.setStart(n, m.index);
          r.setEnd(n, m.index + m[0].length);
          if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) split.push(m[0]);
        }
      }
    }
    return split;
  });
}

// Names as players write them: compound, with particles, one with no break at all.
const NAMES = ['Marie-Christine Dupont-Lefebvre', 'Jean-Baptiste Vandenberghe', 'Hildegardevonbingenundsoweiter', 'Anne-Sophie de La Rochefoucauld', 'Maximilienne'];

const L = {
  fr: {
    locale: 'fr-FR', newSession: 'Nouvelle partie', count: 'Nombre de joueurs', player: (i) => `Joueur ${i}`,
    start: 'Commencer', newHand: 'Nouvelle donne', taker: 'Preneur', contract: 'Contrat', garde: 'Garde',
    partner: 'Appelé', alone: 'Seul', oudlers: /^Bouts/, bonuses: 'Annonces et primes', how: "Comment c'est calculé",
    allPass: 'Tout le monde passe', hand: 'Donne', chart: 'Courbe des scores', stats: 'Statistiques',
    share: 'Partager ou exporter', close: 'Fermer', home: 'Accueil', backup: 'Sauvegarde',
    rounds: 'Nombre de donnes (facultatif)', gameOver: 'Partie terminée', game: 'Jeu',
    tarocchi: 'Tarocchi (3 joueurs)', freeform: 'Feuille libre', counter: 'Compteur de points',
    missing: "Chaque joueur a besoin d'un nom.", duplicate: 'Deux joueurs ont le même nom.',
    length: '40 / 40 caractères', cancel: 'Annuler', nameNeeded: "Ce joueur a besoin d'un nom.",
    roundsWrong: 'Un nombre entier de 1 à 999, ou rien pour ne pas limiter',
    undo: 'Annuler', redo: 'Rétablir', undone: /Annulé\s?: Donne 2/, redone: /Rétabli\s?: Donne 2/,
    keypad: 'Clavier', confirm: 'Valider la donne', noTaker: 'Choisissez le preneur.',
    noPartner: "Choisissez l'appelé (ou seul).",
  },
  en: {
    locale: 'en-GB', newSession: 'New session', count: 'Number of players', player: (i) => `Player ${i}`,
    start: 'Start', newHand: 'New hand', taker: 'Taker', contract: 'Contract', garde: 'Guard',
    partner: 'Called partner', alone: 'Alone', oudlers: /^Oudlers/, bonuses: 'Bonuses and announcements', how: 'How is this computed',
    allPass: 'All pass', hand: 'Hand', chart: 'Running totals', stats: 'Statistics',
    share: 'Share or export', close: 'Close', home: 'Home', backup: 'Backup',
    rounds: 'Number of hands (optional)', gameOver: 'Game over', game: 'Game',
    tarocchi: 'Tarocchi (3 players)', freeform: 'Free-form', counter: 'Card-point counter',
    missing: 'Every player needs a name.', duplicate: 'Two players have the same name.',
    length: '40 / 40 characters', cancel: 'Cancel', nameNeeded: 'This player needs a name.',
    roundsWrong: 'A whole number from 1 to 999, or nothing for no limit',
    undo: 'Undo', redo: 'Redo', undone: /Undone: Hand 2/, redone: /Redone: Hand 2/,
    keypad: 'Keypad', confirm: 'Confirm the hand', noTaker: 'Choose the taker.',
    noPartner: 'Choose the called partner (or alone).',
  },
};

/** The words (between spaces and hyphens) of these elements' text drawn over two lines. */
function brokenWords(elements) {
  const out = [];
  for (const e of elements) {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const re = /[^\s-]+/g;
      for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}

/** The numbers of these cells that stick out of their cell (run into the next column). */
function numbersOut(cells) {
  const out = [];
  for (const cell of cells) {
    const box = cell.getBoundingClientRect();
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) {
        out.push(`${node.data} (${Math.round(r.width)} px in ${Math.round(box.width)})`);
      }
    }
  }
  return out;
}

/** A session of `hands` hands, each a Guard against the kitty made by 39 by the first player
 * (with the second called, for five), stored as another program could write it. */
function putBigSession(page, names, hands) {
  const played = { taker: 0, contract: 'garde_contre', points: { attack: '80' }, oudlers: 2 };
  // Five players: every other hand the taker called his own king, and plays alone (×4).
  const hand = (i) => ({ french_tarot: { played: names.length === 5 ? { ...played, partner: i % 2 } : played } });
  const session = {
    version: 2, id: 'big', created: 1763838000000, players: names,
    game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } },
    hands: Array.from({ length: hands }, (_, i) => hand(i)),
  };
  return putRecords(page, [[session.id, JSON.stringify({ rev: 1, seq: 1, session })]]);
}

async function openSetup(page, T, game, names) {
  await page.getByRole('button', { name: T.newSession }).click();
  if (game) await page.getByRole('group', { name: T.game, exact: true }).getByRole('button', { name: game }).click();
  const count = page.getByRole('group', { name: T.count });
  if (await count.count()) await count.getByRole('button', { name: String(names.length), exact: true }).click();
  for (const [i, n] of names.entries()) await page.getByLabel(T.player(i + 1), { exact: true }).fill(n);
}

for (const lang of ['fr', 'en']) {
  const T = L[lang];
  test.describe(`the table at 360 px (${lang})`, () => {
    test.use({ locale: T.locale });

    test(`every screen fits, five long names (${lang})`, async ({ page }) => {
      await page.goto('/');
      await fits(page, `home-empty-${lang}`);

      // The form: nothing typed, no error shown at a field; the button says why it waits.
      await page.getByRole('button', { name: T.newSession }).click();
      await page.getByRole('group', { name: T.count }).getByRole('button', { name: '5', exact: true }).click();
      const start = page.getByRole('button', { name: T.start });
      await expect(start).toBeDisabled();
      await expect(start).toHaveAccessibleDescription(T.missing);
      await expect(page.locator('.field-error')).toHaveCount(0);
      await expect(page.getByText(T.missing)).toBeInViewport();
      // "Alice" and "alice" are one name: said at both fields (QA typed a name above the
      // seat that had it, and the message stood at the field not typed in).
      await page.getByLabel(T.player(1), { exact: true }).fill('Alice');
      await page.getByLabel(T.player(2), { exact: true }).fill('alice');
      const second = page.getByLabel(T.player(2), { exact: true });
      await expect(second).toHaveAttribute('aria-invalid', 'true');
      await expect(second).toHaveAccessibleDescription(T.duplicate);
      await expect(page.getByLabel(T.player(1), { exact: true })).toHaveAccessibleDescription(T.duplicate);
      await expect(start).toHaveAccessibleDescription(T.duplicate);
      await fits(page, `setup-problems-${lang}`);
      // A name stops at 40 characters, and the field says so.
      await second.fill('x'.repeat(200));
      await expect(second).toHaveValue('x'.repeat(40));
      await expect(second).toHaveAccessibleDescription(T.length);
      await expect(second).not.toHaveAttribute('aria-invalid', 'true');
      for (const [i, n] of NAMES.entries()) await page.getByLabel(T.player(i + 1), { exact: true }).fill(n);
      // A seat cleared with names after it is said at its field; seats still to fill are not.
      const third = page.getByLabel(T.player(3), { exact: true });
      await third.fill('');
      await expect(third).toHaveAttribute('aria-invalid', 'true');
      await expect(third).toHaveAccessibleDescription(T.nameNeeded);
      await expect(start).toBeDisabled();
      await third.fill(NAMES[2]);
      await expect(third).not.toHaveAttribute('aria-invalid', 'true');
      // A number of hands that is not one stays as typed and is said at its field.
      const rounds = page.getByLabel(T.rounds);
      for (const wrong of ['abc', '0', '-3']) {
        await rounds.fill(wrong);
        await expect(rounds).toHaveValue(wrong);
        await expect(rounds).toHaveAttribute('aria-invalid', 'true');
        await expect(rounds).toHaveAccessibleDescription(T.roundsWrong);
        await expect(start).toBeDisabled();
      }
      await rounds.fill('2');
      await expect(rounds).not.toHaveAttribute('aria-invalid', 'true');
      await expect(start).toBeEnabled();
      await fits(page, `setup-${lang}`);
      await start.click();
      await fits(page, `table-empty-${lang}`);

      // A hand typed on a keyboard: 4, 8, Backspace, 7 → 47; Enter confirms.
      await page.getByRole('button', { name: T.newHand }).click();
      await expect(page.getByRole('heading', { level: 2 })).toBeInViewport();
      await page.getByRole('group', { name: T.taker, exact: true }).getByRole('button', { name: NAMES[0], exact: true }).click();
      await page.getByRole('group', { name: T.contract, exact: true }).getByRole('button', { name: T.garde, exact: true }).click();
      await page.getByRole('group', { name: T.partner, exact: true }).getByRole('button', { name: NAMES[2], exact: true }).click();
      await page.keyboard.type('48');
      await expect(page.getByTestId('points')).toHaveValue('48');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('7');
      await expect(page.getByTestId('points')).toHaveValue('47');
      await page.getByRole('group', { name: T.oudlers }).getByRole('button', { name: '2', exact: true }).click();
      // No name breaks in the middle of a word on the taker's and the partner's buttons.
      for (const group of [T.taker, T.partner]) {
        const broken = await page.getByRole('group', { name: group, exact: true }).getByRole('button').evaluateAll(brokenWords);
        expect(broken, group).toEqual([]);
      }
      await fits(page, `entry-preview-${lang}`);
      await page.getByRole('button', { name: T.bonuses }).click();
      await fits(page, `entry-bonuses-${lang}`);
      await page.getByText(T.how).click();
      await fits(page, `entry-how-${lang}`);
      // Enter away from a button (on one it presses it: "How is this computed" would close).
      await page.getByRole('heading', { level: 2 }).click();
      await page.keyboard.press('Enter');
      // Garde 47 with 2 oudlers: (25 + 6) × 2 = 62; taker +124, partner +62, others −62.
      await expect(page.getByTestId('total-0')).toHaveText('124');
      await expect(page.getByRole('heading', { level: 2 })).toBeInViewport();

      await page.getByRole('button', { name: T.allPass }).click();
      // Undo says what it took back; redo brings it again, and says so.
      await page.getByRole('button', { name: T.undo, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: T.undone })).toBeVisible();
      await page.getByRole('button', { name: T.redo, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: T.undone })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: T.redone })).toBeVisible();
      await fits(page, `table-${lang}`);

      // The narrow column shows long names by their first word; the row's name keeps them whole.
      const row = page.getByRole('button', { name: new RegExp(`^${T.hand} 1\\s?:`) });
      await expect(row).toHaveAccessibleName(new RegExp(`${NAMES[0]} ${T.garde} \\+ ${NAMES[2]},`));
      const seen = (part) => row.locator(`.${part} [aria-hidden="true"]`).innerText();
      expect(await seen('hand-sum')).toMatch(new RegExp(`^Marie-Christine ${T.garde} \\+ Hildegar…,`));
      expect(await seen('hand-dealer')).toMatch(/ Marie-Christine$/);
      // A hand's detail opens where the player looks; the row tapped, too tall to show whole
      // above the sheet with five long names, shows its start just under the totals.
      await page.evaluate(() => window.scrollTo(0, 0));
      await row.dispatchEvent('click');
      await expect(page.locator('.hand-detail')).toBeInViewport();
      const [head, tapped, sheet] = await Promise.all(['.scorecard thead', 'tr.open', '.hand-detail'].map((s) => page.locator(s).evaluate((e) => e.getBoundingClientRect().toJSON())));
      expect(tapped.top).toBeGreaterThanOrEqual(head.bottom - 1);
      expect(tapped.top + 40).toBeLessThanOrEqual(sheet.top);
      await expect(page.getByRole('button', { name: lang === 'fr' ? 'Modifier' : 'Edit', exact: true })).toBeInViewport();
      // Each long name beside its change, on a line (two at most), not a word a line, and
      // whole (QA: cut with an ellipsis, named whole nowhere else in a Tarocchi hand's detail).
      const lines = await page.locator('.hand-detail .changes li > span').evaluateAll((names) => names.map((name) => {
        const text = document.createRange();
        text.selectNodeContents(name);
        const cut = name.scrollWidth > name.clientWidth + 1 || getComputedStyle(name).textOverflow === 'ellipsis';
        return cut ? 'cut' : Math.min(new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size, 3);
      }));
      expect(lines.every((n) => n === 1 || n === 2), String(lines)).toBe(true);
      await fits(page, `hand-detail-${lang}`);
      await page.locator('.hand-detail').getByRole('button', { name: T.close }).click();

      // A section that unfolds is a group named by its summary (it had no name).
      await expect(page.getByRole('group', { name: T.chart, exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: T.stats, exact: true })).toBeVisible();
      await page.getByText(T.chart).click();
      await fits(page, `chart-${lang}`);
      // Each player's total is drawn in the legend, after the name, even the name with no
      // break ("Hildegarde…" pushed it out of the card, where the chart cuts it off).
      const legend = await page.locator('.chart__legend').evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        return [...ul.querySelectorAll('.chart__total')].map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, inside: r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 };
        });
      });
      expect(legend.map((t) => t.inside), JSON.stringify(legend)).toEqual([true, true, true, true, true]);
      await page.getByText(T.stats, { exact: true }).click();
      await fits(page, `stats-${lang}`);
      await page.getByRole('button', { name: T.share }).click();
      // The focus goes into the dialog, and back to its button when it closes.
      await expect(page.getByRole('dialog')).toBeFocused();
      await fits(page, `share-${lang}`);
      await page.locator('.share-dialog').getByRole('button', { name: T.close }).click();
      await expect(page.getByRole('button', { name: T.share })).toBeFocused();
      // Escape closes it too.
      await page.getByRole('button', { name: T.share }).click();
      await expect(page.getByRole('dialog')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: T.share })).toBeFocused();

      // The last round: the end of the game.
      await page.getByRole('button', { name: T.newHand }).click();
      await page.getByRole('group', { name: T.taker, exact: true }).getByRole('button', { name: NAMES[2], exact: true }).click();
      await page.getByRole('group', { name: T.contract, exact: true }).getByRole('button', { name: T.garde, exact: true }).click();
      await page.getByRole('group', { name: T.partner, exact: true }).getByRole('button', { name: T.alone, exact: true }).click();
      await page.keyboard.type('60');
      await page.getByRole('group', { name: T.oudlers }).getByRole('button', { name: '1', exact: true }).click();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: T.gameOver })).toBeVisible();
      await fits(page, `game-over-${lang}`);
      // Its link, opened in a fresh browser, says the game is over and who won, as the
      // scorecard does (QA: only the totals).
      const winner = await page.locator('.game-over__winner').innerText();
      await page.getByRole('button', { name: T.share }).click();
      const link = await page.getByTestId('share-link').inputValue();
      await page.locator('.share-dialog').getByRole('button', { name: T.close }).click();
      const fresh = await page.context().browser().newContext({ locale: T.locale, viewport: { width: 360, height: 740 } });
      const other = await fresh.newPage();
      await other.goto(link);
      const shared = other.getByTestId('shared-scorecard');
      await expect(shared.getByRole('heading', { name: T.gameOver })).toBeVisible();
      await expect(shared.locator('.game-over__winner')).toHaveText(winner);
      await fits(other, `shared-game-over-${lang}`);
      await fresh.close();

      await page.getByRole('button', { name: T.home }).click();
      await fits(page, `home-${lang}`);
      await expect(page.getByRole('group', { name: T.backup, exact: true })).toBeVisible();
      await page.getByText(T.backup, { exact: true }).click();
      await fits(page, `backup-${lang}`);
      await page.getByRole('button', { name: T.counter }).click();
      await fits(page, `counter-${lang}`);
      await page.getByRole('button', { name: T.home }).click();

      // The other games: Tarocchi and the free-form sheet.
      await openSetup(page, T, T.tarocchi, NAMES.slice(0, 3));
      await fits(page, `setup-tarocchi-${lang}`);
      await page.getByRole('button', { name: T.start }).click();
      await page.getByRole('button', { name: T.newHand }).click();
      await fits(page, `tarocchi-entry-${lang}`);
      await page.getByRole('button', { name: T.home }).click();
      await openSetup(page, T, T.freeform, NAMES);
      await page.getByRole('button', { name: T.start }).click();
      await fits(page, `freeform-table-${lang}`);
      await page.getByRole('button', { name: T.newHand }).click();
      // Each name on a line of its own above its amount: no word broken.
      expect(await page.locator('.amounts label').evaluateAll(brokenWords)).toEqual([]);
      await fits(page, `freeform-entry-${lang}`);
    });

    test(`a name of eleven letters is never broken in the hand's column, three to five players, totals of five to seven characters (${lang})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#home-title')).toBeVisible();
      const all = ['Bartholomew Fitzgerald', 'Maximilien Beauregard', 'Anne-Sophie Moreau', 'Marie-Christine Dupont', 'Jean-Baptiste Laurent'];
      // Every word of a row's summary and dealer without a hyphen is on one line.
      const broken = splitWords;
      // Then, with four and five players, totals of seven characters ("-11 376"): the column
      // stays 38% with four, and its words are drawn smaller with five (QA: "Bartholo/mew").
      for (const [count, long] of [[3, false], [4, false], [5, false], [4, true], [5, true]]) {
        const names = all.slice(0, count);
        // Petites made by Bartholomew, then by Maximilien.
        const hand = (i) => ({ french_tarot: { played: { taker: i % 2, contract: 'petite', points: { attack: '56' }, oudlers: 0, ...(count === 5 ? { partner: 2 } : {}) } } });
        const big = { french_tarot: { played: { taker: 0, contract: 'garde_contre', points: { attack: '81' }, oudlers: 3, ...(count === 5 ? { partner: 2 } : {}) } } };
        // A Garde contre of 2 (3 with five players) without an oudler, lost by Bartholomew:
        // -1 422 (-936) a hand.
        const lost = { french_tarot: { played: { taker: 0, contract: 'garde_contre', points: { attack: count === 5 ? '3' : '2' }, oudlers: 0, ...(count === 5 ? { partner: 2 } : {}) } } };
        const bigs = long ? Array(count === 5 ? 12 : 8).fill(lost) : [big, big];
        const session = {
          // The long evening replaces the session of the same players (one card each).
          version: 2, id: `names-${count}`, created: 1763838000000 + count, players: names,
          game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } },
          // Then two Gardes contre of 81 with the three oudlers by Bartholomew: numbers of
          // five or six characters ("1 680", "+1 260") narrow their columns (`digits-N`).
          // Ten hands at least: numbers of two digits take room in the column too.
          hands: [...Array.from({ length: 8 }, (_, i) => hand(i)), ...bigs],
        };
        const rows = 8 + bigs.length;
        const shot = `eleven-letters-${count}${long ? '-long' : ''}`;
        await putRecords(page, [[session.id, JSON.stringify({ rev: 1, seq: count, session })]]);
        await page.reload();
        // This session's card (it was the first card, of whichever session).
        await page.getByRole('button', { name: new RegExp(`^(Reprendre|Resume)\\s?: ${names.join(', ')}$`) }).click();
        await expect(page.locator('.scorecard tbody tr')).toHaveCount(rows);
        await expect(page.locator('.scorecard th.player')).toHaveCount(count);
        await expect(page.locator('.scorecard')).toHaveClass(long ? /digits-7/ : /digits-[56]/);
        expect(await page.locator('.scorecard thead td, .scorecard td.num').evaluateAll(numbersOut)).toEqual([]);
        expect(await broken(page.locator('.scorecard .row-button')), `${count} players`).toEqual([]);
        // The names in the head are whole, in two lines at most (QA: "Bartholomew Fi…").
        const cutNames = (names) => names.evaluateAll((els) => els
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent));
        expect(await cutNames(page.locator('.scorecard thead .name')), `${count} players`).toEqual([]);
        await fits(page, `${shot}-${lang}`);
        // The same scorecard as its link shows it (QA: "Bartholome/w" there, in the frame of
        // the shared view).
        await page.getByRole('button', { name: T.share }).click();
        const link = await page.getByRole('dialog').getByRole('textbox').inputValue();
        await page.getByRole('dialog').getByRole('button', { name: T.close }).click();
        await page.goto(link);
        const shared = page.getByTestId('shared-scorecard');
        await expect(shared.locator('.scorecard tbody tr')).toHaveCount(rows);
        await expect(shared.locator('.scorecard th.player')).toHaveCount(count);
        expect(await broken(shared.locator('.scorecard .row-button')), `${count} players, shared`).toEqual([]);
        expect(await cutNames(shared.locator('.scorecard thead .name')), `${count} players, shared`).toEqual([]);
        await fits(page, `${shot}-shared-${lang}`);
        await shared.getByRole('button', { name: T.close }).click();
        await page.getByRole('button', { name: T.home }).click();
      }
    });

    test(`short names show whole in the scorecard's head, two to four players (${lang})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#home-title')).toBeVisible();
      // Names of 5 to 10 letters, wide ones among them: across their columns when they fit,
      // upright when not, never cut (QA: "Bru…" and "● don…" with four players).
      for (const names of [['Alice', 'Bruno', 'Chloé', 'Denis'], ['Marc', 'Wendy', 'Jo', 'Mimo'], ['Maxime', 'Wendys', 'Bruno'],
        ['Bernard', 'Mathieu', 'Jacques'], ['Marie-Jean', 'Wolfgangus'], ['Marie-Claude', 'Bob']]) {
        const session = {
          version: 2, id: `short-${names.length}`, created: 1763838000000, players: names,
          game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 1 } },
          hands: [{ french_tarot: { played: { taker: 0, contract: 'garde', points: { attack: '50' }, oudlers: 2 } } }],
        };
        await putRecords(page, [[session.id, JSON.stringify({ rev: 1, seq: 1, session })]]);
        await page.reload();
        await page.getByRole('button', { name: new RegExp(`^(Reprendre|Resume)\\s?: ${names.join(', ')}$`) }).click();
        await expect(page.locator('.scorecard th.player')).toHaveCount(names.length);
        // The dealer's dot is seen, not read: its column is "Denis, deals" (QA: "Denis ● deals").
        await expect(page.locator('.scorecard th.player .dealer-badge')).toHaveCount(1);
        for (const th of await page.locator('.scorecard th.player').all()) await expect(th).not.toHaveAccessibleName(/●/);
        const cut = await page.locator('.scorecard thead :is(.name, .badge)').evaluateAll((els) => els
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent));
        expect(cut, names.join(', ')).toEqual([]);
        await page.getByRole('button', { name: T.home }).click();
      }
      await fits(page, `short-names-${lang}`);
    });

    test(`a long evening's totals fit their columns, four and five players (${lang})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#home-title')).toBeVisible();
      for (const names of [['Alice', 'Bruno', 'Chloé', 'David'], NAMES]) {
        // 30 hands of 1,152 (four), or 1,536 alone and 768 with a partner (five), to the
        // taker: totals of five digits, signed.
        await putBigSession(page, names, 30);
        await page.reload();
        await page.locator('.session-card').first().getByRole('button').first().click();
        await expect(page.locator('.scorecard tbody tr')).toHaveCount(30);
        await expect(page.getByTestId('total-2')).toHaveText(fmt(-11520, lang));
        expect(await page.locator('.scorecard thead td, .scorecard td.num').evaluateAll(numbersOut)).toEqual([]);
        await fits(page, `big-totals-${names.length}-${lang}`);
        // The chart's scale and legend, and the statistics' numbers as long ("+1 152",
        // "+1 536", "-384,0"), in their boxes and cells too, each on one line.
        await page.getByText(T.chart).click();
        await page.getByText(T.stats, { exact: true }).click();
        await fits(page, `big-stats-${names.length}-${lang}`);
        await page.getByRole('button', { name: T.home }).click();
      }
    });

    // QA (helper-50): from the twelfth hand on, a confirmed hand brought back the scorecard
    // at its top, the new row, the totals and "New hand" three screens down.
    test(`Confirm tapped with the taker missing says so at the taker, in sight (${lang})`, async ({ page }) => {
      await page.goto('/');
      await openSetup(page, T, null, NAMES);
      await page.getByRole('button', { name: T.start }).click();
      await page.getByRole('button', { name: T.newHand }).click();
      const taker = page.getByRole('group', { name: T.taker, exact: true });
      await expect(taker.getByText(T.noTaker)).toHaveCount(0);
      await page.getByRole('group', { name: T.contract, exact: true }).getByRole('button', { name: T.garde, exact: true }).click();
      const keypad = page.getByRole('group', { name: T.keypad });
      for (const k of '47') await keypad.getByRole('button', { name: k, exact: true }).click();
      await page.getByRole('group', { name: T.oudlers }).getByRole('button', { name: '2', exact: true }).click();
      // Tapped at the foot of the screen, the taker a screen above (QA: said only there).
      // Waiting (`aria-disabled`), it still takes a tap: `force`, a real one.
      await page.getByRole('button', { name: T.confirm }).click({ force: true });
      await expect(page.getByRole('alert').filter({ hasText: T.noTaker })).toBeInViewport();
      // The focus on the taker's first choice: a screen reader says the group and its message.
      await expect(taker.getByRole('button', { name: NAMES[0], exact: true })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: T.noPartner })).toBeVisible();
      await fits(page, `entry-missing-said-${lang}`);
      await taker.getByRole('button', { name: NAMES[1], exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: T.noTaker })).toHaveCount(0);
      await page.getByRole('group', { name: T.partner, exact: true }).getByRole('button', { name: T.alone, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: T.noPartner })).toHaveCount(0);
      await page.getByRole('button', { name: T.confirm }).click();
      await expect(page.getByRole('button', { name: T.newHand })).toBeVisible();
    });

    test(`back from a hand, the scorecard shows its end: the new row, the totals, New hand (${lang})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#home-title')).toBeVisible();
      await putBigSession(page, NAMES, 13);
      await page.reload();
      await page.locator('.session-card').first().getByRole('button').first().click();
      await expect(page.locator('.scorecard tbody tr')).toHaveCount(13);
      const newHand = page.getByRole('button', { name: T.newHand });
      // Opened from home, the scorecard shows from its top.
      await expect(page.getByRole('heading', { level: 2 })).toBeInViewport();
      await newHand.click();
      await page.getByRole('group', { name: T.taker, exact: true }).getByRole('button', { name: NAMES[1], exact: true }).click();
      await page.getByRole('group', { name: T.contract, exact: true }).getByRole('button', { name: T.garde, exact: true }).click();
      await page.getByRole('group', { name: T.partner }).getByRole('button', { name: NAMES[2], exact: true }).click();
      await page.keyboard.type('50');
      await page.getByRole('group', { name: T.oudlers }).getByRole('button', { name: '2', exact: true }).click();
      await page.keyboard.press('Enter');
      await expect(page.locator('.scorecard tbody tr')).toHaveCount(14);
      await expect(newHand).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.scorecard tbody tr').last()).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('total-0')).toBeInViewport({ ratio: 1 });
      await fits(page, `back-from-hand-${lang}`);
    });

    test(`a hand opened from the scorecard shows with its row and the totals (${lang})`, async ({ page }) => {
      // Short names, then long ones: their rows take three lines or more (QA helper-63: the
      // sheet, 60% of the screen, covered the first row's end).
      await page.goto('/');
      for (const names of [['Alice', 'Bruno', 'Chloé', 'David'], NAMES.slice(0, 4)]) {
        await openSetup(page, T, null, names);
        await page.getByRole('button', { name: T.start }).click();
        for (const [taker, points] of [[0, '48'], [1, '40'], [2, '45']]) {
          await page.getByRole('button', { name: T.newHand }).click();
          await page.getByRole('group', { name: T.taker, exact: true }).getByRole('button', { name: names[taker], exact: true }).click();
          await page.getByRole('group', { name: T.contract, exact: true }).getByRole('button', { name: T.garde, exact: true }).click();
          await page.keyboard.type(points);
          await page.getByRole('group', { name: T.oudlers }).getByRole('button', { name: '2', exact: true }).click();
          await page.keyboard.press('Enter');
        }
        // The player taps the last hand, at the top of the screen.
        await page.evaluate(() => window.scrollTo(0, 0));
        const row = page.getByRole('button', { name: new RegExp(`^${T.hand} 3\\s?:`) });
        await row.dispatchEvent('click');
        await expect(page.locator('.hand-detail')).toBeInViewport();
        // The row tapped lies whole between the totals and the sheet: nothing covers either.
        const box = async (locator) => locator.evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        });
        const [head, tapped, sheet] = [await box(page.locator('.scorecard thead')), await box(row), await box(page.locator('.hand-detail'))];
        expect(tapped.top).toBeGreaterThanOrEqual(head.bottom - 1);
        expect(tapped.bottom, names.join()).toBeLessThanOrEqual(sheet.top + 1);
        await expect(page.getByTestId('total-0')).toBeInViewport();
        await page.getByRole('button', { name: T.home }).click();
      }
      await page.screenshot({ path: `e2e/out/screens/narrow-hand-opened-${lang}.png` });
    });
  });
}

// QA (two players, long names): the buttons of "Petit au bout" stood three a row, and a name
// broke in the middle of its words ("Hildegarde / vonbingen / s"). They are as wide as the
// taker's now: no word of a name on two lines, selected (bold) too.
test('two players: the names on the Petit au bout buttons break only between words', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: '2', exact: true }).click();
  await page.getByLabel('Player 1', { exact: true }).fill('Hildegardevonbingens');
  await page.getByLabel('Player 2', { exact: true }).fill('Maximilien Beauregard');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'New hand' }).click();
  await page.getByRole('button', { name: 'Bonuses and announcements' }).click();
  const group = page.getByRole('group', { name: 'Petit au bout' });
  const split = () => splitWords(group.getByRole('button'));
  await expect(group.getByRole('button')).toHaveCount(3);
  expect(await split()).toEqual([]);
  await group.getByRole('button', { name: 'Maximilien Beauregard' }).click();
  expect(await split()).toEqual([]);
  await fits(page, 'two-petit-au-bout');
});

// QA (helper-63): a name of three lines upright in the scorecard's head lost its third line
// ("Anne-Sophie Beauregard-" and no more) and the accent of "É"; the recap's totals broke in
// the middle of their digits ("123,45" above "6") in a column of fixed width.
test('the longest names stand whole in the head, and the recap\'s big totals on one line', async ({ page }) => {
  const names = ['Marie-Christine Dupont-Lefebvre', 'Jean-Baptiste Mouchard', 'Anne-Sophie Beauregard-Villeneuve',
    'Pierre-Alexandre Vasseur-Delmas', 'Éléonore Saint-Exupéry'];
  await page.goto('/');
  await openSetup(page, L.en, L.en.freeform, names);
  await page.getByRole('button', { name: 'Start' }).click();
  const head = page.locator('.scorecard thead .name');
  await expect(head).toHaveCount(5);
  // Whole: nothing of a name out of its box, the accent's top neither.
  const cut = () => head.evaluateAll((els) => els.filter((e) => {
    const box = e.getBoundingClientRect();
    const r = document.createRange();
    r.selectNodeContents(e);
    const text = r.getBoundingClientRect();
    return e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1
      || text.left < box.left - 0.5 || text.right > box.right + 0.5;
  }).map((e) => e.textContent));
  expect(await cut()).toEqual([]);
  await page.getByRole('button', { name: 'New hand' }).click();
  for (const [i, v] of ['123456', '-12345', '-111111', '0', '0'].entries()) {
    await page.getByRole('textbox', { name: names[i], exact: true }).fill(v);
  }
  await page.getByRole('button', { name: 'Confirm the hand' }).click();
  await page.getByRole('button', { name: 'End the evening: recap' }).click();
  const totals = page.locator('.game-over__total');
  await expect(totals).toHaveCount(5);
  const lines = await totals.evaluateAll((els) => els.map((e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    return `${e.textContent}: ${new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size}`;
  }));
  expect(lines).toEqual(['123,456: 1', '0: 1', '0: 1', '-12,345: 1', '-111,111: 1']);
  await fits(page, 'recap-big-totals');
});
