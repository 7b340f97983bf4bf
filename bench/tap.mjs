// The bench's hand entry, and a tap measured inside the page: the time from the click on a
// button to the animation frame after what it shows is in the DOM. Shared by bench/ui.mjs
// (paths 4 and 5) and bench/store.mjs.

/** Clicks the button whose text or accessible label is `label` (already on screen) and
 * resolves with the milliseconds until the frame after `selector` matches an element. */
export function timeTap(page, label, selector) {
  return page.evaluate(([label, selector]) => new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label
      || b.getAttribute('aria-label') === label);
    let t0 = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - t0));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    t0 = performance.now();
    button.click();
  }), [label, selector]);
}

/** The confirm tap -> the frame showing the scorecard's totals again. */
export function timeConfirm(page) {
  return timeTap(page, 'Confirm the hand', '[data-testid="total-0"]');
}

/** A typical hand typed on the entry screen (English): Alice takes a Guard, 47 points, two
 * oudlers; "Confirm the hand" is then on screen. */
export async function enterHand(page) {
  await page.getByRole('button', { name: 'New hand' }).click();
  await page.getByRole('group', { name: 'Taker', exact: true }).getByRole('button', { name: 'Alice', exact: true }).click();
  await page.getByRole('group', { name: 'Contract', exact: true }).getByRole('button', { name: 'Guard', exact: true }).click();
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const k of '47') await keypad.getByRole('button', { name: k, exact: true }).click();
  await page.getByRole('group', { name: /^Oudlers/ }).getByRole('button', { name: '2', exact: true }).click();
}
