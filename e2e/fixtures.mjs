// Shared e2e helpers: a page that fails the test on any console error or request to
// another origin, and a screenshot helper writing PNGs to e2e/out/screens/.
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
