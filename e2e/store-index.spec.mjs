// The store's index (#17, start within 300 ms with 1,000 sessions): the home list is drawn
// from the records summarising every session (32 buckets, keys 16 to 47), the sessions read
// after; a save rewrites the bucket of the session it writes, the index is rebuilt when
// another program left it stale, and a tap made while the sessions are read waits for them. A long list shows its 30 most recent sessions, the others on demand.
import { test, expect, expectTotals, fits, putRecords, storedRecords, typeHand } from './fixtures.mjs';

/** Writes `n` sessions of `hands` hands (a Guard by the first player, 50 points, 2 oudlers)
 * as records of the store, as another program could; `rev` for each. */
function putSessions(page, n, hands, rev = 1) {
  return putRecords(page, Array.from({ length: n }, (_, i) => {
    const session = {
      version: 2, id: `s${i}`, created: 1763838000000 + i, players: [`P${i}`, 'Bruno', 'Chloé', 'Denis'],
      game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } },
      hands: Array.from({ length: hands }, () => ({
        french_tarot: { played: { taker: 0, contract: 'garde', points: { attack: '50' }, oudlers: 2 } },
      })),
    };
    return [session.id, JSON.stringify({ rev, seq: i + 1, session })];
  }));
}

/** The store's records of numeric keys from `from` to `to`, as stored (text). */
function storedOwn(page, from, to) {
  return page.evaluate(([from, to]) => new Promise((resolve, reject) => {
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = db.transaction('sessions', 'readonly').objectStore('sessions').getAll(IDBKeyRange.bound(from, to));
      req.onerror = () => reject(req.error);
      req.onsuccess = () => { db.close(); resolve(req.result); };
    };
  }), [from, to]);
}

/** The index's 32 buckets (keys 16 to 47) as stored, `null` unless all are there. */
async function storedBuckets(page) {
  const texts = await storedOwn(page, 16, 47);
  return texts.length === 32 ? texts : null;
}

/** The index, joined from its buckets: the sessions' summaries, most recent first. */
async function storedIndex(page) {
  const texts = await storedBuckets(page);
  return texts && texts.flatMap((t) => JSON.parse(t)).sort((a, b) => b.seq - a.seq);
}

test('the home list comes from the index, which follows saves and is rebuilt when stale', async ({ page }) => {
  await page.goto('/');
  await page.locator('.app-root h1').waitFor();
  await page.evaluate(() => localStorage.setItem('tarot-companion', JSON.stringify({ version: 3, prefs: { lang: 'en' } })));
  await putSessions(page, 40, 3);
  // No index yet: the first start reads every record and writes it.
  await page.reload();
  const cards = page.locator('.session-card');
  await expect(cards).toHaveCount(30);
  await expect(cards.first()).toContainText('P39');
  await expect.poll(async () => (await storedIndex(page))?.length).toBe(40);
  const index = await storedIndex(page);
  expect(index[0]).toMatchObject({ id: 's39', rev: 1, seq: 40, hands: 3, players: ['P39', 'Bruno', 'Chloé', 'Denis'] });
  expect(index[0].lead[0]).toEqual([0]);
  // The others on demand.
  await page.getByRole('button', { name: 'Show the 10 other sessions' }).click();
  await expect(cards).toHaveCount(40);

  // Another program writes the records without the index (an older build, which also wrote
  // the index whole as key 1): the home list is drawn from the stale index first, then from
  // the sessions, and the index is rebuilt; the older build's whole index is deleted.
  await putSessions(page, 40, 4, 2);
  await putRecords(page, [[1, '[]']]);
  await page.reload();
  await expect(cards.first()).toContainText('4 hands');
  // Busy while the sessions are read, then not.
  await expect(page.locator('section.home')).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await storedIndex(page))[0]).toMatchObject({ rev: 2, hands: 4 });
  await expect.poll(() => storedOwn(page, 1, 1)).toEqual([]);

  // A tap at once (the sessions may still be read): it waits for them, then opens.
  await page.reload();
  await page.getByRole('button', { name: 'Resume: P39, Bruno, Chloé, Denis' }).click();
  // A Guard made by 9 points: (25 + 9) × 2 from each of three defenders, four hands.
  await expectTotals(page, [816, -272, -272, -272]);
  // A hand confirmed: the index says so, in the transaction of the session; one bucket is
  // rewritten, the other 31 are as they were.
  const before = await storedBuckets(page);
  await typeHand(page, { taker: 'P39', contract: 'Guard', keys: '50', oudlers: 2 });
  await page.getByRole('button', { name: 'Confirm the hand' }).click();
  await expectTotals(page, [1020, -340, -340, -340]);
  await expect.poll(async () => (await storedIndex(page))[0]).toMatchObject({ id: 's39', rev: 3, hands: 5 });
  const after = await storedBuckets(page);
  const changed = after.filter((t, i) => t !== before[i]);
  expect(changed).toHaveLength(1);
  expect(JSON.parse(changed[0]).map((s) => s.id)).toContain('s39');
  expect((await storedRecords(page)).find((r) => r.session.id === 's39').rev).toBe(3);
  // Deleted: gone from the index too.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Delete: P39, Bruno, Chloé, Denis' }).click();
  await expect.poll(async () => (await storedIndex(page)).map((s) => s.id)).not.toContain('s39');
  await page.reload();
  await expect(cards.first()).toContainText('P38');
});

test('a long evening\'s scorecard fills the screen in the frame after "Confirm", its other rows after', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#home-title')).toBeVisible();
  await putSessions(page, 1, 45);
  await page.reload();
  await page.getByRole('button', { name: 'Resume: P0, Bruno, Chloé, Denis' }).click();
  await typeHand(page, { taker: 'P0', contract: 'Guard', keys: '50', oudlers: 2 });
  // The scorecard's body as the first frame after the tap draws it (its animation frame).
  const first = page.evaluate(() => new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.scorecard tbody tr')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const rows = [...document.querySelectorAll('.scorecard tbody tr')];
        resolve({ rows: rows.length, bottom: rows.at(-1).getBoundingClientRect().bottom + scrollY, screen: innerHeight, scroll: scrollY });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // A slow phone: the tap's work runs past Yew's 16 ms before it lets the browser draw.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('button', { name: 'Confirm the hand' }).click();
  const drawn = await first;
  // That frame shows the table at its top, though the entry was scrolled down to its
  // "Confirm": on a slow phone Yew lets the browser draw between its effects, and the scroll
  // to the top waited for one.
  expect(drawn.scroll).toBe(0);
  // Rows down to the bottom of the page's first screen, and not the 30 rows (and "show all")
  // of the whole body: a 360 px row is two lines or more.
  expect(drawn.bottom).toBeGreaterThanOrEqual(drawn.screen);
  expect(drawn.rows).toBeLessThan(12);
  // The others once that frame is painted: the 30 most recent hands and "show all".
  await expect(page.locator('.scorecard tbody tr')).toHaveCount(31);
  await expect(page.locator('.scorecard tbody tr').last()).toContainText('46');
  await expectTotals(page, [46 * 204, -46 * 68, -46 * 68, -46 * 68]);
});

test('a hand added on the scorecard itself moves its rows, and they read as a scorecard drawn anew', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#home-title')).toBeVisible();
  await putSessions(page, 1, 45);
  await page.reload();
  await page.getByRole('button', { name: 'Resume: P0, Bruno, Chloé, Denis' }).click();
  const rows = page.locator('.scorecard tbody tr');
  await expect(rows).toHaveCount(31);
  await expect(page.getByTestId('show-all-hands')).toHaveText('Show all 45 hands');
  // A mark on hand 17's row (the second shown): the row is kept, not written again.
  await page.locator('button[data-hand="16"]').evaluate((b) => b.closest('tr').setAttribute('data-mark', ''));
  await page.getByRole('button', { name: 'Misdeal' }).click();
  await expect(rows).toHaveCount(31);
  await expect(page.getByTestId('show-all-hands')).toHaveText('Show all 46 hands');
  await expect(page.locator('button[data-hand="15"]')).toHaveCount(0);
  await expect(page.locator('tr[data-mark] button[data-hand="16"]')).toHaveCount(1);
  await expect(rows.last()).toContainText('46');
  await expect(rows.last()).toContainText('Misdeal');
  const body = () => page.locator('.scorecard tbody').evaluate((b) => b.innerHTML.replace(' data-mark=""', ''));
  const moved = await body();
  // The same rows as the scorecard drawn from nothing (a reload opens it again).
  await page.reload();
  await expect(rows).toHaveCount(31);
  expect(await body()).toBe(moved);
});

test('a session another tab saves while the sessions are read stays in the index rebuilt meanwhile', async ({ page }) => {
  await page.goto('/');
  await page.locator('.app-root h1').waitFor();
  await page.evaluate(() => localStorage.setItem('tarot-companion', JSON.stringify({ version: 3, prefs: { lang: 'en' } })));
  await putSessions(page, 300, 2);
  await page.reload();
  await expect.poll(async () => (await storedIndex(page))?.length).toBe(300);
  // Stale: an older build wrote revision 2 of every session without the index.
  await putSessions(page, 300, 3, 2);
  // A slow phone, so that the records are still being read, in chunks, when the other tab
  // saves.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.reload();
  // (A start at 20x takes seconds.)
  await expect(page.locator('section.home')).toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  // The other tab's save, as the app writes one: the record and its bucket of the index, in
  // one transaction. Its key sorts before every other, so the chunks have passed it.
  const busy = await page.evaluate(() => new Promise((resolve, reject) => {
    const session = {
      version: 2, id: '0other', created: 1763900000000, players: ['Other', 'Bruno', 'Chloé', 'Denis'],
      game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } }, hands: [],
    };
    let hash = 0x811c9dc5;
    for (const b of new TextEncoder().encode(session.id)) hash = Math.imul(hash ^ b, 0x01000193) >>> 0;
    const bucket = 16 + (hash % 32);
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('sessions', 'readwrite');
      const store = tx.objectStore('sessions');
      store.put(JSON.stringify({ rev: 1, seq: 1000, ids: [], session }), session.id);
      const read = store.get(bucket);
      read.onsuccess = () => {
        const summaries = JSON.parse(read.result);
        summaries.unshift({ id: session.id, rev: 1, seq: 1000, created: session.created, players: session.players, hands: 0, lead: null, game: 'french_tarot' });
        store.put(JSON.stringify(summaries), bucket);
      };
      tx.oncomplete = () => { db.close(); resolve(document.querySelector('section.home').getAttribute('aria-busy')); };
      tx.onerror = () => reject(tx.error);
    };
  }));
  // Saved while this page was still reading the records.
  expect(busy).toBe('true');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.locator('section.home')).not.toHaveAttribute('aria-busy', 'true');
  // The index rebuilt (revision 2 of every session) and the other tab's session in it.
  await expect.poll(async () => (await storedIndex(page)).filter((s) => s.rev === 2).length).toBe(300);
  const index = await storedIndex(page);
  expect(index[0]).toMatchObject({ id: '0other', seq: 1000 });
  expect(index).toHaveLength(301);
  await page.reload();
  await expect(page.locator('.session-card').first()).toContainText('Other');
});

// QA (a returning player's season): home listed the sessions in the order they were added.
// An old one resumed and played stayed far down ("Resume" at the top offered another), and a
// backup written oldest first put its oldest evening at the top.
test('the session played last comes first on home, after a reload too; a backup lists its newest first', async ({ page }) => {
  await page.goto('/');
  for (const names of [['Anna', 'Bruno', 'Chloé', 'Denis'], ['Eric', 'Fanny', 'Gaspard', 'Hugo']]) {
    await page.getByRole('button', { name: 'New session' }).click();
    for (const [i, n] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Home' }).click();
  }
  const first = page.locator('.session-card').first();
  await expect(first).toContainText('Eric, Fanny');
  await page.getByRole('button', { name: /^Resume: Anna/ }).click();
  await page.getByRole('button', { name: 'Misdeal', exact: true }).click();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(first).toContainText('Anna, Bruno');
  await expect.poll(async () => (await storedRecords(page))[0]?.session.players[0]).toBe('Anna');
  await page.reload();
  await expect(first).toContainText('Anna, Bruno');

  // Three evenings of a backup, oldest first: the newest of them comes first, above the two
  // sessions here (an import adds them above).
  const evening = (n, created) => ({
    version: 2, id: `b${n}`, created, players: [`Night${n}`, 'Ivan', 'Jade', 'Karl'],
    game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } }, hands: [],
  });
  await page.getByText('Backup').click();
  await page.getByLabel('Import a file').setInputFiles({ name: 'evenings.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([evening(1, 1762196400000), evening(2, 1762801200000), evening(3, 1763406000000)])) });
  await expect(page.getByTestId('import-result')).toHaveText('3 sessions imported.');
  const cards = page.locator('.session-card');
  await expect(cards.nth(0)).toContainText('Night3');
  await expect(cards.nth(1)).toContainText('Night2');
  await expect(cards.nth(2)).toContainText('Night1');
  await expect(cards.nth(3)).toContainText('Anna, Bruno');
  await page.reload();
  await expect(cards.nth(0)).toContainText('Night3');
  await expect(cards.nth(3)).toContainText('Anna, Bruno');
});

// QA (a returning player's season): a session's name, from a file another program wrote, was
// shown nowhere. It heads its card on home, the players under it, and shows under the heading
// of its scorecard, of its shared link too, after a reload.
test("a named session shows its name on home, on its scorecard and on its link", async ({ page, browser }) => {
  await page.goto('/');
  const session = {
    version: 2, id: 'named', created: 1763838000000, name: 'Noël chez Mamie Jeanne-Françoise',
    players: ['Anna', 'Bruno', 'Chloé', 'Denis'],
    game: { french_tarot: { preset: 'fft', round_to_ten: false, first_dealer: 0 } },
    hands: [{ french_tarot: { played: { taker: 0, contract: 'garde', points: { attack: '50' }, oudlers: 2 } } }],
  };
  await page.getByText('Backup').click();
  await page.getByLabel('Import a file').setInputFiles({ name: 'noel.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify([session])) });
  await expect(page.getByTestId('import-result')).toHaveText('1 session imported.');
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const card = page.locator('.session-card').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(session.name);
    await expect(card).toContainText('Anna, Bruno, Chloé, Denis');
  }
  await fits(page, 'home-named', 'store');
  await page.getByRole('button', { name: /^Resume: Anna, Bruno, Chloé, Denis/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Scorecard' })).toBeVisible();
  await expect(page.locator('.screen.table')).toContainText(session.name);
  await fits(page, 'table-named', 'store');
  await page.getByRole('button', { name: 'Share or export' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  const fresh = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('shared-scorecard')).toContainText(session.name);
  await fresh.context().close();
});
