// Shared e2e helpers: a page that fails the test on any console error or request to
// another origin, a screenshot helper writing PNGs to e2e/out/screens/, the totals as
// the app writes them, and `fits` (no sideways scrolling at 360 px, photographed).
import { test as base, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e}`));
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
        problems.push(`request to another origin: ${r.url()}`);
      }
    });
    await use(page);
    expect(problems, 'no console error, page error or foreign request').toEqual([]);
  },
});
export { expect };

export async function screenshot(page, name) {
  const dir = path.resolve('e2e/out/screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** A whole number as the app writes it: "1,036" in English, "1 036" (a narrow no-break
 * space) in French. */
export function fmt(n, lang = 'en') {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\u202f' : ',');
  return (n < 0 ? '-' : '') + digits;
}

/** The scorecard's totals row shows `totals`, in seat order. */
export async function expectTotals(page, totals, lang = 'en') {
  for (const [i, t] of totals.entries()) {
    await expect(page.getByTestId(`total-${i}`)).toHaveText(fmt(t, lang));
  }
}

/** Fails when the page scrolls sideways or an element sticks out of the viewport; photographs it
 * as `<prefix>-<name>.png`. */
export async function fits(page, name, prefix = 'narrow') {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const wide = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      // Parts hidden on purpose (the screen reader's copies) are clipped to nothing.
      if (el.closest('.sr-only, .visually-hidden')) continue;
      if (r.left < -0.5 || r.right > vw + 0.5) {
        out.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} ${Math.round(r.left)}..${Math.round(r.right)} "${(el.textContent || '').trim().slice(0, 30)}"`);
      }
    }
    // Parts cut off sideways by a box that hides its overflow (a card, a chart), inside the
    // viewport: what sticks out of the screen is found above. A text cut on purpose ends in
    // an ellipsis.
    const cut = [];
    for (const box of document.querySelectorAll('body *')) {
      const style = getComputedStyle(box);
      if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (box.closest('.sr-only, .visually-hidden')) continue;
      const b = box.getBoundingClientRect();
      if (b.width === 0) continue;
      for (const el of box.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || el.closest('.sr-only, .visually-hidden')) continue;
        if (getComputedStyle(el).textOverflow === 'ellipsis') continue;
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) {
          cut.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} ${Math.round(r.left)}..${Math.round(r.right)} cut by ${box.tagName.toLowerCase()}.${box.className?.baseVal ?? box.className} ${Math.round(b.left)}..${Math.round(b.right)} "${(el.textContent || '').trim().slice(0, 30)}"`);
        }
      }
    }
    // Text running out of its table cell, into the next column (cells hide no overflow).
    for (const cell of document.querySelectorAll('td, th')) {
      if (cell.closest('.sr-only, .visually-hidden')) continue;
      const b = cell.getBoundingClientRect();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement.closest('.sr-only, .visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && (r.left < b.left - 0.5 || r.right > b.right + 0.5)) {
          cut.push(`"${node.data.trim().slice(0, 30)}" ${Math.round(r.left)}..${Math.round(r.right)} out of its cell ${Math.round(b.left)}..${Math.round(b.right)}`);
        }
        // A number broken over two lines ("+1 11" above "0" reads as two numbers).
        const lines = new Set([...range.getClientRects()].filter((l) => l.width > 0).map((l) => Math.round(l.top)));
        if (lines.size > 1 && /^[+\-\u2212]?\d[\d\s\u00a0\u202f.,]*\s?%?$/.test(node.data.trim())) {
          cut.push(`"${node.data.trim()}" broken over ${lines.size} lines in its cell`);
        }
      }
    }
    return { scroll: document.documentElement.scrollWidth, vw, out: out.slice(0, 8), cut: cut.slice(0, 8) };
  });
  await screenshot(page, `${prefix}-${name}`);
  expect(wide.out, `${name}: elements wider than the viewport`).toEqual([]);
  expect(wide.cut, `${name}: elements cut off by their box`).toEqual([]);
  expect(wide.scroll, `${name}: page width`).toBeLessThanOrEqual(360);
}

/** The records of the sessions' store (IndexedDB), most recent first, each parsed. Call it
 * once the app has started (it creates the store on a first visit). */
export async function storedRecords(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      // The sessions' records: string keys (the index and the history have numbers).
      const req = db.transaction('sessions', 'readonly').objectStore('sessions').getAll(IDBKeyRange.lowerBound(''));
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        db.close();
        resolve(req.result.map((t) => JSON.parse(t)).sort((a, b) => b.seq - a.seq));
      };
    };
  }));
}

/** Writes each `[key, text]` as a record of the sessions' store (IndexedDB), in one
 * transaction, as another program could. Call it once the app has started. */
export async function putRecords(page, entries) {
  await page.evaluate((entries) => new Promise((resolve, reject) => {
    const open = indexedDB.open('tarot-companion');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('sessions', 'readwrite');
      for (const [key, text] of entries) tx.objectStore('sessions').put(text, key);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), entries);
}

/** Starts a hand in English: "New hand", taker, contract, card points on the keypad. */
export async function startHand(page, { taker, contract, keys }) {
  await page.getByRole('button', { name: 'New hand' }).click();
  await page.getByRole('group', { name: 'Taker', exact: true }).getByRole('button', { name: taker, exact: true }).click();
  await page.getByRole('group', { name: 'Contract', exact: true }).getByRole('button', { name: contract, exact: true }).click();
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const k of keys) await keypad.getByRole('button', { name: k, exact: true }).click();
}

/** A hand typed in English up to its oudlers: "Confirm the hand" is then on screen. */
export async function typeHand(page, { taker, contract, keys, oudlers }) {
  await startHand(page, { taker, contract, keys });
  await page.getByRole('group', { name: /^Oudlers/ }).getByRole('button', { name: String(oudlers), exact: true }).click();
}
