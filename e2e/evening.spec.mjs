// A whole evening at 360×740, in French and in English, found by role and accessible name as a
// new user would. Every total is checked after every hand against numbers written here from
// the FFT rules (not read from the app):
//
//   unit = (25 + margin [± 10 Petit au bout]) × multiplier ± poignée ± chelem
//   margin = |attack's points − target|, target 56/51/41/36 for 0/1/2/3 oudlers;
//   a half point goes to the winning side (3 and 5 players);
//   multipliers Petite 1, Garde 2, Garde sans 4, Garde contre 6;
//   4 players: taker +3 units, each defender −1; 3 players: taker +2;
//   5 players: taker +2, partner +1, defenders −1; taker alone +4.
import { test, expect, screenshot, expectTotals } from './fixtures.mjs';

const LABELS = {
  fr: {
    locale: 'fr-FR', newSession: 'Nouvelle partie', count: 'Nombre de joueurs', player: (i) => `Joueur ${i}`,
    start: 'Commencer', newHand: 'Nouvelle donne', taker: 'Preneur', contract: 'Contrat', partner: 'Appelé',
    alone: 'Seul',
    contracts: { petite: 'Petite', pousse: 'Pousse', garde: 'Garde', sans: 'Garde sans', contre: 'Garde contre' },
    oudlers: /^Bouts/, confirm: 'Valider la donne', save: 'Enregistrer', pointsOf: 'Points comptés par',
    attack: 'Attaque', defence: 'Défense', keypad: 'Clavier', backspace: 'Effacer un chiffre',
    bonuses: 'Annonces et primes', pab: 'Petit au bout', poignees: 'Poignées', simple: 'simple',
    slamAnnounced: 'Chelem annoncé', slamMadeBy: 'Chelem réalisé par', allPass: 'Tout le monde passe',
    hand: 'Donne', edit: 'Modifier', deleteHand: 'Supprimer la donne', undo: 'Annuler', redo: 'Rétablir',
    preview: 'Aperçu', how: "Comment c'est calculé", sessions: 'Parties', home: 'Accueil',
    handDeleted: 'Donne supprimée.', deleteSession: 'Supprimer', undoDeletion: 'Annuler la suppression',
  },
  en: {
    locale: 'en-GB', newSession: 'New session', count: 'Number of players', player: (i) => `Player ${i}`,
    start: 'Start', newHand: 'New hand', taker: 'Taker', contract: 'Contract', partner: 'Called partner',
    alone: 'Alone',
    contracts: { petite: 'Small', pousse: 'Push', garde: 'Guard', sans: 'Guard without', contre: 'Guard against' },
    oudlers: /^Oudlers/, confirm: 'Confirm the hand', save: 'Save', pointsOf: 'Card points counted by',
    attack: 'Attack', defence: 'Defence', keypad: 'Keypad', backspace: 'Delete a digit',
    bonuses: 'Bonuses and announcements', pab: 'Petit at the end (petit au bout)', poignees: 'Handfuls (poignées)', simple: 'single',
    slamAnnounced: 'Slam announced', slamMadeBy: 'Slam made by', allPass: 'All pass',
    hand: 'Hand', edit: 'Edit', deleteHand: 'Delete the hand', undo: 'Undo', redo: 'Redo',
    preview: 'Preview', how: 'How is this computed', sessions: 'Sessions', home: 'Home',
    handDeleted: 'Hand deleted.', deleteSession: 'Delete', undoDeletion: 'Undo the deletion',
  },
};

/** Adds one hand's changes to the running totals. */
function add(totals, deltas) {
  return totals.map((t, i) => t + deltas[i]);
}

/** Changes of a hand: `unit` per defender, with the shares of the seats. */
function deltas(players, taker, unit, partner) {
  return Array.from({ length: players }, (_, i) => {
    if (partner !== undefined && partner !== taker) {
      if (i === taker) return 2 * unit;
      if (i === partner) return unit;
      return -unit;
    }
    return i === taker ? (players - 1) * unit : -unit;
  });
}

async function newSession(page, L, names) {
  await page.getByRole('button', { name: L.newSession }).click();
  await page.getByRole('group', { name: L.count }).getByRole('button', { name: String(names.length), exact: true }).click();
  for (const [i, n] of names.entries()) {
    await page.getByLabel(L.player(i + 1), { exact: true }).fill(n);
  }
}

/** Enters one hand in the order players speak; `keys` are keypad keys ("47", "40½"). */
async function enterHand(page, L, h, names, { shot } = {}) {
  await page.getByRole('button', { name: L.newHand }).click();
  await fillHand(page, L, h, names);
  if (shot) await shot();
  await page.getByRole('button', { name: L.confirm }).click();
}

async function fillHand(page, L, h, names) {
  await page.getByRole('group', { name: L.taker, exact: true }).getByRole('button', { name: names[h.taker], exact: true }).click();
  await page.getByRole('group', { name: L.contract, exact: true }).getByRole('button', { name: L.contracts[h.contract], exact: true }).click();
  if (h.partner !== undefined) {
    const label = h.partner === h.taker ? L.alone : names[h.partner];
    await page.getByRole('group', { name: L.partner, exact: true }).getByRole('button', { name: label, exact: true }).click();
  }
  if (h.defence) {
    await page.getByRole('group', { name: L.pointsOf }).getByRole('button', { name: L.defence }).click();
  }
  const keypad = page.getByRole('group', { name: L.keypad });
  for (const k of h.keys) await keypad.getByRole('button', { name: k, exact: true }).click();
  await page.getByRole('group', { name: L.oudlers }).getByRole('button', { name: String(h.oudlers), exact: true }).click();
  if (h.pab || h.poignee || h.slam) {
    await page.getByRole('button', { name: L.bonuses }).click();
    if (h.pab) {
      await page.getByRole('group', { name: L.pab, exact: true }).getByRole('button', { name: h.pab === 'attack' ? L.attack : L.defence }).click();
    }
    if (h.poignee) {
      await page.getByRole('group', { name: L.poignees }).getByRole('combobox', { name: names[h.poignee.seat] }).selectOption({ label: L.simple });
    }
    if (h.slam) {
      await page.getByRole('checkbox', { name: L.slamAnnounced }).check();
      await page.getByRole('group', { name: L.slamMadeBy }).getByRole('button', { name: L.attack }).click();
    }
  }
}

async function openHand(page, L, n) {
  await page.getByRole('button', { name: new RegExp(`^${L.hand} ${n}\\s?:`) }).click();
}

for (const lang of ['fr', 'en']) {
  const L = LABELS[lang];
  test.describe(`evening in ${lang}`, () => {
    test.use({ locale: L.locale });

    test(`four players, twelve hands (${lang})`, async ({ page }) => {
      const names = ['Alice', 'Bruno', 'Chloé', 'Denis'];
      await page.goto('/');
      await screenshot(page, `home-empty-${lang}`);
      await newSession(page, L, names);
      await screenshot(page, `setup-${lang}`);
      await page.getByRole('button', { name: L.start }).click();
      await screenshot(page, `table-empty-${lang}`);
      let totals = [0, 0, 0, 0];

      // 1. Alice Petite, 45 points, 1 oudler: target 51, down by 6: −(25 + 6) × 1 = −31.
      await enterHand(page, L, { taker: 0, contract: 'petite', keys: '45', oudlers: 1 }, names);
      totals = add(totals, deltas(4, 0, -31));
      await expectTotals(page, totals, lang);

      // 2. Bruno Garde, 47, 2 oudlers: target 41, made by 6: (25 + 6) × 2 = 62.
      await enterHand(page, L, { taker: 1, contract: 'garde', keys: '47', oudlers: 2 }, names);
      totals = add(totals, deltas(4, 1, 62));
      await expectTotals(page, totals, lang);

      // 3. Chloé Garde sans, entered as 55 then corrected to 56 (edit below), 1 oudler.
      //    55: made by 4: (25 + 4) × 4 = 116. 56: made by 5: (25 + 5) × 4 = 120.
      await enterHand(page, L, { taker: 2, contract: 'sans', keys: '55', oudlers: 1 }, names);
      await expectTotals(page, add(totals, deltas(4, 2, 116)), lang);
      await openHand(page, L, 3);
      await screenshot(page, `hand-detail-${lang}`);
      await page.getByRole('button', { name: L.edit, exact: true }).click();
      await page.getByRole('group', { name: L.keypad }).getByRole('button', { name: L.backspace }).click();
      await page.getByRole('group', { name: L.keypad }).getByRole('button', { name: '6', exact: true }).click();
      await page.getByRole('button', { name: L.save }).click();
      totals = add(totals, deltas(4, 2, 120));
      await expectTotals(page, totals, lang);

      // 4. Denis Garde contre, 38, 3 oudlers: target 36, made by 2: (25 + 2) × 6 = 162.
      await enterHand(page, L, { taker: 3, contract: 'contre', keys: '38', oudlers: 3 }, names);
      totals = add(totals, deltas(4, 3, 162));
      await expectTotals(page, totals, lang);

      // 5. Nobody bids: one tap, nothing changes.
      await page.getByRole('button', { name: L.allPass }).click();
      await expectTotals(page, totals, lang);

      // 6. Alice Garde, 50, 2 oudlers, Petit au bout by the attack: (25 + 9 + 10) × 2 = 88.
      await enterHand(page, L, { taker: 0, contract: 'garde', keys: '50', oudlers: 2, pab: 'attack' }, names, {
        shot: () => screenshot(page, `entry-bonuses-${lang}`),
      });
      totals = add(totals, deltas(4, 0, 88));
      await expectTotals(page, totals, lang);

      // A mistaken hand, deleted, brought back by undo, deleted again by redo.
      // Alice Petite 60, 2 oudlers: made by 19: 44 × 1 = 44.
      await enterHand(page, L, { taker: 0, contract: 'petite', keys: '60', oudlers: 2 }, names);
      await expectTotals(page, add(totals, deltas(4, 0, 44)), lang);
      await openHand(page, L, 7);
      await page.getByRole('button', { name: L.deleteHand }).click();
      await expect(page.getByRole('status').filter({ hasText: L.handDeleted })).toBeVisible();
      // Its buttons gone, the focus is on the undo of the deletion, not on the page.
      await expect(page.getByRole('status').filter({ hasText: L.handDeleted }).getByRole('button')).toBeFocused();
      await expectTotals(page, totals, lang);
      await page.getByRole('button', { name: L.undo, exact: true }).click();
      await expectTotals(page, add(totals, deltas(4, 0, 44)), lang);
      await page.getByRole('button', { name: L.redo, exact: true }).click();
      await expectTotals(page, totals, lang);

      // 7. Bruno Petite, 40, 2 oudlers, Bruno shows a simple poignée: down by 1:
      //    −(25 + 1) × 1 = −26; the poignée (20) goes to the defence: unit −46.
      await enterHand(page, L, { taker: 1, contract: 'petite', keys: '40', oudlers: 2, poignee: { seat: 1 } }, names);
      totals = add(totals, deltas(4, 1, -46));
      await expectTotals(page, totals, lang);

      // 8. Chloé Garde; the defence counted 30 points with 1 oudler, so the attack has 61 with
      //    2: made by 20: (25 + 20) × 2 = 90.
      await enterHand(page, L, { taker: 2, contract: 'garde', defence: true, keys: '30', oudlers: 1 }, names);
      totals = add(totals, deltas(4, 2, 90));
      await expectTotals(page, totals, lang);

      // 9. Denis Garde sans, chelem announced and made: 91 points, 3 oudlers: made by 55:
      //    (25 + 55) × 4 = 320, plus 400 for the announced slam: 720.
      await enterHand(page, L, { taker: 3, contract: 'sans', keys: '91', oudlers: 3, slam: true }, names);
      totals = add(totals, deltas(4, 3, 720));
      await expectTotals(page, totals, lang);

      // 10. Alice Petite, 51, 1 oudler: made by 0: 25.
      await enterHand(page, L, { taker: 0, contract: 'petite', keys: '51', oudlers: 1 }, names);
      totals = add(totals, deltas(4, 0, 25));
      await expectTotals(page, totals, lang);

      // 11. Bruno Garde, 36, 3 oudlers: made by 0: 25 × 2 = 50.
      await enterHand(page, L, { taker: 1, contract: 'garde', keys: '36', oudlers: 3 }, names);
      totals = add(totals, deltas(4, 1, 50));
      await expectTotals(page, totals, lang);

      // 12. Chloé Petite, 41, 2 oudlers, Petit au bout by the defence: (25 + 0 − 10) × 1 = 15.
      await page.getByRole('button', { name: L.newHand }).click();
      await fillHand(page, L, { taker: 2, contract: 'petite', keys: '41', oudlers: 2, pab: 'defence' }, names);
      await page.getByText(L.how).click();
      await screenshot(page, `entry-preview-${lang}`);
      await page.getByRole('button', { name: L.confirm }).click();
      totals = add(totals, deltas(4, 2, 15));
      await expectTotals(page, totals, lang);
      // Written out: the totals of the evening.
      expect(totals).toEqual([-927, -991, -355, 2273]);
      await screenshot(page, `table-evening-${lang}`);

      await page.getByRole('button', { name: L.home }).click();
      await expect(page.getByRole('heading', { name: L.sessions })).toBeVisible();
      await expect(page.getByText('Denis (2')).toBeVisible();
      await screenshot(page, `home-${lang}`);
      // Delete the session, then bring it back from the notice.
      await page.getByRole('button', { name: `${L.deleteSession}${lang === 'fr' ? '\u00a0: ' : ': '}${names.join(', ')}` }).click();
      await expect(page.getByText('Denis (2')).toHaveCount(0);
      // The card went with its buttons: the focus is on the notice's undo, not the body.
      await expect(page.getByRole('button', { name: L.undoDeletion })).toBeFocused();
      await screenshot(page, `home-deleted-${lang}`);
      await page.getByRole('button', { name: L.undoDeletion }).click();
      await expect(page.getByText('Denis (2')).toBeVisible();
      // The focus on the card brought back, where it was (not the top of home).
      await expect(page.getByRole('button', { name: new RegExp(`^${lang === 'fr' ? 'Reprendre' : 'Resume'}\\s?: ${names.join(', ')}`) })).toBeFocused();
    });

    test(`three players, half points (${lang})`, async ({ page }) => {
      const names = ['Ana', 'Ben', 'Cyd'];
      await page.goto('/');
      await newSession(page, L, names);
      await page.getByRole('button', { name: L.start }).click();
      let totals = [0, 0, 0];
      // Ana Garde, 40.5 points, 2 oudlers: target 41, down by ½ → 1 (the half point goes to
      // the defence): −(25 + 1) × 2 = −52; the taker pays 2 units.
      await enterHand(page, L, { taker: 0, contract: 'garde', keys: '40½', oudlers: 2 }, names, {
        shot: () => screenshot(page, `entry-3p-${lang}`),
      });
      totals = add(totals, deltas(3, 0, -52));
      await expectTotals(page, totals, lang);
      // Ben Petite, 56, 1 oudler: made by 5: 30.
      await enterHand(page, L, { taker: 1, contract: 'petite', keys: '56', oudlers: 1 }, names);
      totals = add(totals, deltas(3, 1, 30));
      await expectTotals(page, totals, lang);
      // Cyd Garde sans, 43.5, 2 oudlers: made by 2.5 → 3: (25 + 3) × 4 = 112.
      await enterHand(page, L, { taker: 2, contract: 'sans', keys: '43½', oudlers: 2 }, names);
      totals = add(totals, deltas(3, 2, 112));
      await expectTotals(page, totals, lang);
      // Ana Garde contre, 36, 3 oudlers: made by 0: 25 × 6 = 150.
      await enterHand(page, L, { taker: 0, contract: 'contre', keys: '36', oudlers: 3 }, names);
      totals = add(totals, deltas(3, 0, 150));
      await expectTotals(page, totals, lang);
      expect(totals).toEqual([54, -150, 96]);
      await screenshot(page, `table-3p-${lang}`);
      // Two single handfuls of 13 trumps at three players: more than the pack's 22, said under
      // the handfuls, not at the end of the panel.
      await page.getByRole('button', { name: L.newHand }).click();
      await fillHand(page, L, { taker: 0, contract: 'garde', keys: '50', oudlers: 2, poignee: { seat: 0 } }, names);
      await page.getByRole('group', { name: L.poignees }).getByRole('combobox', { name: names[1] }).selectOption({ label: L.simple });
      await expect(page.locator('fieldset.poignees + .field-error')).toContainText('26');
      await expect(page.getByRole('button', { name: L.confirm })).toBeDisabled();
      // QA: said to a screen reader as it appears, and tied to the fields and the button it
      // is about (it was bare text).
      const refused = page.getByRole('alert').filter({ hasText: '26' });
      await expect(refused).toBeVisible();
      const said = await refused.textContent();
      await expect(page.getByRole('button', { name: L.confirm })).toHaveAccessibleDescription(said);
      const ben = page.getByRole('group', { name: L.poignees }).getByRole('combobox', { name: names[1] });
      await expect(ben).toHaveAttribute('aria-invalid', 'true');
      await expect(ben).toHaveAccessibleDescription(said);
      // Named by what it chooses, found by that word alone too.
      await expect(ben).toHaveAccessibleName(new RegExp(`^${lang === 'fr' ? 'Poignée' : 'Handful'}\\s?: ${names[1]}$`));
      await expect(page.getByLabel(lang === 'fr' ? /poignée/i : /handful/i)).toHaveCount(names.length);
    });

    test(`five players, partner called and taker alone (${lang})`, async ({ page }) => {
      const names = ['Ana', 'Ben', 'Cyd', 'Dan', 'Eve'];
      await page.goto('/');
      await newSession(page, L, names);
      await page.getByRole('button', { name: L.start }).click();
      let totals = [0, 0, 0, 0, 0];
      // Ana Garde with Cyd, 50, 2 oudlers: made by 9: (25 + 9) × 2 = 68.
      await enterHand(page, L, { taker: 0, contract: 'garde', partner: 2, keys: '50', oudlers: 2 }, names, {
        shot: () => screenshot(page, `entry-5p-${lang}`),
      });
      totals = add(totals, deltas(5, 0, 68, 2));
      await expectTotals(page, totals, lang);
      // Ben Petite alone, 45.5, 1 oudler: target 51, down by 5.5 → 6: −31; alone: 4 units.
      await enterHand(page, L, { taker: 1, contract: 'petite', partner: 1, keys: '45½', oudlers: 1 }, names);
      totals = add(totals, deltas(5, 1, -31));
      await expectTotals(page, totals, lang);
      // Dan Garde sans with Eve, 60, 1 oudler: made by 9: (25 + 9) × 4 = 136.
      await enterHand(page, L, { taker: 3, contract: 'sans', partner: 4, keys: '60', oudlers: 1 }, names);
      totals = add(totals, deltas(5, 3, 136, 4));
      await expectTotals(page, totals, lang);
      expect(totals).toEqual([31, -328, -37, 235, 99]);
      await screenshot(page, `table-5p-${lang}`);
    });
  });
}

// Every option of the presets has its entry and its display (French UI).
test.describe('variants', () => {
  const L = LABELS.fr;
  test.use({ locale: L.locale });

  // From a page just opened, or from a screen with the app bar (`home`: its Home button
  // first; a reload shows the screen left).
  async function start(page, names, preset, { rounds, round, home } = {}) {
    if (home) await page.getByRole('button', { name: L.home }).click();
    else await page.goto('/');
    await newSession(page, L, names);
    if (preset) await page.getByLabel('Règles').selectOption(preset);
    if (rounds) await page.getByLabel('Nombre de donnes (facultatif)').fill(String(rounds));
    if (round !== undefined) {
      await page.getByRole('group', { name: 'Options' }).getByRole('checkbox', { name: 'Arrondi à la dizaine' }).setChecked(round);
    }
    await page.getByRole('button', { name: L.start }).click();
  }

  test('the variants ticked at the start are named under the scorecard\'s title', async ({ page }) => {
    await page.goto('/');
    await newSession(page, L, ['Ana', 'Ben', 'Cyd', 'Dan']);
    const options = page.getByRole('group', { name: 'Options' });
    await options.getByRole('checkbox', { name: 'Misère', exact: true }).check();
    await options.getByRole('checkbox', { name: 'Mouches', exact: true }).check();
    await page.getByRole('button', { name: L.start }).click();
    // The preset's name alone said "FFT (officielles)".
    await expect(page.locator('section.table > .meta')).toContainText(/^FFT.* · Misère · Mouches/);
  });

  test('the rounding is named under the title only when it is not the preset\'s own', async ({ page }) => {
    const meta = page.locator('section.table > .meta');
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    // A preset that rounds says so in its name (QA: "…, arrondi · Arrondi à la dizaine").
    await start(page, names, 'wikipedia');
    await expect(meta).toHaveText('Poignées 20/40/60, petit chelem, arrondi');
    await start(page, names, 'wikipedia', { round: false, home: true });
    await expect(meta).toHaveText('Poignées 20/40/60, petit chelem, arrondi · Sans arrondi');
    await start(page, names, 'fft', { round: true, home: true });
    await expect(meta).toHaveText('FFT (officielles) · Arrondi à la dizaine');
  });

  test('the two-player game', async ({ page }) => {
    await page.goto('/');
    await newSession(page, L, ['Ana', 'Ben']);
    // No bid, no misère, no slam with two: their options are not offered; rounding is.
    const options = page.getByRole('group', { name: 'Options' });
    await expect(options.getByRole('checkbox')).toHaveCount(1);
    await expect(options.getByRole('checkbox', { name: 'Arrondi à la dizaine' })).toBeVisible();
    await page.getByRole('button', { name: L.start }).click();
    await page.getByRole('button', { name: L.newHand }).click();
    // No bid: the points of one player decide. Ana 50 points with 2 oudlers: target 41, she
    // wins by 9 (Ben has 41 with 1 oudler, target 51): 25 + 9 = 34, plus Petit au bout 10.
    await page.getByRole('group', { name: 'Points comptés par' }).getByRole('button', { name: 'Ana' }).click();
    for (const k of '50') await page.getByRole('group', { name: L.keypad }).getByRole('button', { name: k, exact: true }).click();
    await page.getByRole('group', { name: L.oudlers }).getByRole('button', { name: '2', exact: true }).click();
    await page.getByRole('button', { name: L.bonuses }).click();
    await page.getByRole('group', { name: L.pab, exact: true }).getByRole('button', { name: 'Ana' }).click();
    await screenshot(page, 'entry-2p-fr');
    await page.getByRole('button', { name: L.confirm }).click();
    await expectTotals(page, [44, -44], 'fr');
    await screenshot(page, 'table-2p-fr');
    // Nobody bids: no "all pass" among the hands not played, a Petit sec or a misdeal still.
    const notPlayed = page.getByRole('group', { name: 'Donne non jouée' });
    await expect(notPlayed.getByRole('button')).toHaveText(['Petit sec', 'Maldonne']);
  });

  test('misère and goulash (online preset)', async ({ page }) => {
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    await start(page, names, 'bga');
    // Ana Garde 47, 2 oudlers: +186 / −62; Ben declares a misère d'atout: the three others
    // pay him 10 each.
    await page.getByRole('button', { name: L.newHand }).click();
    await fillHand(page, L, { taker: 0, contract: 'garde', keys: '47', oudlers: 2 }, names);
    await page.getByRole('button', { name: L.bonuses }).click();
    await page.getByRole('checkbox', { name: "Ben : Misère d'atout" }).check();
    await page.getByRole('button', { name: L.confirm }).click();
    let totals = [186 - 10, -62 + 30, -62 - 10, -62 - 10];
    await expectTotals(page, totals, 'fr');
    // All pass: a goulash. Points taken 30, 25, 20, 10; each pays each opponent the points he
    // took: Ana −3×30 + (25+20+10) = −35, Ben −75 + 60 = −15, Cyd −60 + 65 = +5, Dan −30 + 75 = +45.
    // With the goulash on, all pass is this deal played as a goulash: no redeal offered, and
    // the dealer (Ben, the second hand's) stays.
    await expect(page.getByRole('button', { name: L.allPass, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tout le monde passe : goulash' }).click();
    await expect(page.getByText(/Donneur\s:\sBen/)).toBeVisible();
    // What cannot be a player's points is said beside it, before the others are typed.
    const ben = page.getByRole('group', { name: 'Points de chaque joueur' }).getByLabel('Ben');
    for (const [typed, said] of [['abc', '« abc » n\'est pas un nombre de points'], ['-5', '-5 points : moins que 0'], ['20.5', '20,5 points : pas de demi-point à 4 joueurs']]) {
      await ben.fill(typed);
      await expect(ben).toHaveAttribute('aria-invalid', 'true');
      await expect(ben).toHaveAccessibleDescription(said);
      await expect(page.getByRole('alert').filter({ hasText: said })).toBeVisible();
    }
    for (const [i, p] of ['30', '25', '20', '10'].entries()) {
      await page.getByRole('group', { name: 'Points de chaque joueur' }).getByLabel(names[i]).fill(p);
    }
    await expect(ben).not.toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'entry-goulash-fr');
    await page.getByRole('button', { name: L.confirm }).click();
    totals = add(totals, [-35, -15, 5, 45]);
    await expectTotals(page, totals, 'fr');
  });

  test('petit chelem and garde contre ×5', async ({ page }) => {
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    await start(page, names, 'contre-x5');
    // Ana Garde contre (×5), 80 points, 3 oudlers: made by 44: (25 + 44) × 5 = 345; petit
    // chelem announced and made: +300. Unit 645, Ana +3 × 645.
    await page.getByRole('button', { name: L.newHand }).click();
    await fillHand(page, L, { taker: 0, contract: 'contre', keys: '80', oudlers: 3 }, names);
    await page.getByRole('button', { name: L.bonuses }).click();
    await page.getByRole('checkbox', { name: 'Petit chelem annoncé' }).check();
    await page.getByRole('checkbox', { name: 'Petit chelem réalisé' }).check();
    await page.getByRole('button', { name: L.confirm }).click();
    await expectTotals(page, [1935, -645, -645, -645], 'fr');
  });

  test('the Pousse ladder and the mouches pools', async ({ page }) => {
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    await start(page, names, 'pousse-mouches');
    // Ana Pousse (×2), 47 points, 2 oudlers: (25 + 6) × 2 = 62, Ana +186. Mouches: no pool, so
    // everyone pays 10 (pool 40); the dealer (Ana) adds 5 (45); Ana made it: she takes 45.
    // Ana 186 − 10 − 5 + 45 = 216; the others −62 − 10 = −72. No pool left.
    await page.getByRole('button', { name: L.newHand }).click();
    await fillHand(page, L, { taker: 0, contract: 'pousse', keys: '47', oudlers: 2 }, names);
    await page.getByRole('button', { name: L.confirm }).click();
    let totals = [216, -72, -72, -72];
    await expectTotals(page, totals, 'fr');
    await expect(page.getByTestId('pools')).toHaveText('0');
    // Ben Petite, 40, 2 oudlers: down by 1: −26, Ben −78, others +26. A new pool: each pays 10
    // (40), the dealer (Ben) adds 5 (45); Ben failed: he pays a new pool of 45.
    // Ben −78 − 10 − 5 − 45 = −138; others +26 − 10 = +16. Pools 45 + 45.
    await page.getByRole('button', { name: L.newHand }).click();
    await fillHand(page, L, { taker: 1, contract: 'petite', keys: '40', oudlers: 2 }, names);
    await page.getByRole('button', { name: L.confirm }).click();
    totals = add(totals, [16, -138, 16, 16]);
    await expectTotals(page, totals, 'fr');
    await expect(page.getByTestId('pools')).toHaveText('45 + 45');
    // Each row's change is its totals' change, the pools' payments in it (it said Ben −78
    // while his total moved by −138).
    const changes = async (i) => (await page.locator('.scorecard tbody tr').nth(i).locator('.delta').allTextContents())
      .map((t) => t.replace('\u2212', '-').replace(/\s/g, ''));
    expect(await changes(0)).toEqual(['+216', '-72', '-72', '-72']);
    expect(await changes(1)).toEqual(['+16', '-138', '+16', '+16']);
    await screenshot(page, 'table-mouches-fr');
  });

  test('count the cards instead of typing the points', async ({ page }) => {
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    await start(page, names);
    await page.getByRole('button', { name: L.newHand }).click();
    await page.getByRole('group', { name: L.taker, exact: true }).getByRole('button', { name: 'Ana' }).click();
    await page.getByRole('group', { name: L.contract, exact: true }).getByRole('button', { name: 'Garde', exact: true }).click();
    await page.getByRole('group', { name: L.pointsOf }).getByRole('button', { name: L.defence }).click();
    await page.getByRole('button', { name: 'Compter les cartes' }).click();
    // The defence took two tricks: 21 and Excuse (4.5 each), King (4.5) and Queen (3.5) of
    // hearts, 2 to 5 of hearts (0.5 each): 19 points and 2 oudlers. The attack has 72 with
    // 1 oudler: target 51, made by 21: (25 + 21) × 2 = 92, Ana +276.
    for (const card of ["21 d'atout", 'Excuse', 'Roi de cœur', 'Dame de cœur', '2 de cœur', '3 de cœur', '4 de cœur', '5 de cœur']) {
      await page.getByRole('button', { name: card, exact: true }).click();
    }
    await expect(page.getByTestId('points')).toHaveValue('19');
    await expect(page.getByRole('group', { name: L.oudlers }).getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'entry-cards-fr');
    await page.getByRole('button', { name: L.confirm }).click();
    await expectTotals(page, [276, -92, -92, -92], 'fr');
  });

  test('rounding to ten and a game of fixed length', async ({ page }) => {
    const names = ['Ana', 'Ben', 'Cyd', 'Dan'];
    await start(page, names, 'wikipedia', { rounds: 1 });
    // Garde 47, 2 oudlers: 62 per defender, rounded to 60; the taker balances: +180.
    await enterHand(page, L, { taker: 0, contract: 'garde', keys: '47', oudlers: 2 }, names);
    await expectTotals(page, [180, -60, -60, -60], 'fr');
    await expect(page.getByText('Ana gagne avec 180 points')).toBeVisible();
    await screenshot(page, 'table-game-over-fr');
    // Over: no hand more ("1 donne sur 1" stays true); another game at the same table.
    await expect(page.getByRole('button', { name: 'Nouvelle donne', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tout le monde passe', exact: true })).toHaveCount(0);
    // At home, the game over names its winner, not a leader.
    await page.getByRole('button', { name: 'Accueil', exact: true }).click();
    await expect(page.locator('.session-card .leader-line')).toHaveText(/^Gagnant\s?: Ana \(180\)$/);
    await page.reload();
    await expect(page.locator('.session-card .leader-line')).toHaveText(/^Gagnant\s?: Ana \(180\)$/);
    await page.getByRole('button', { name: /^Reprendre\s?: Ana, Ben, Cyd, Dan$/ }).click();
    await page.getByRole('button', { name: 'Revanche', exact: true }).click();
    for (const [i, n] of names.entries()) await expect(page.getByLabel(`Joueur ${i + 1}`, { exact: true })).toHaveValue(n);
    await expect(page.getByLabel('Nombre de donnes (facultatif)')).toHaveValue('1');
    await page.getByRole('button', { name: 'Commencer' }).click();
    await expectTotals(page, [0, 0, 0, 0], 'fr');
    await expect(page.getByRole('button', { name: 'Nouvelle donne', exact: true })).toBeVisible();
  });
});
