// The bench's hand entry, and a tap measured inside the page, from the click on a button to
// the frame that shows what it drew. Shared by bench/ui.mjs (paths 4 and 5) and bench/store.mjs.
//
// Two figures per tap. `frame`: to the animation frame after what the tap shows is in the DOM
// (the requestAnimationFrame callback), which runs *before* that frame's style, layout and
// paint. `painted`: to a message posted from that callback, which runs once the frame is
// rendered, style, layout and paint included: what the player waits for. Taps whose new screen
// needs a large layout (a scorecard of 30 rows) differ by tens of milliseconds between the two.

/** Clicks the button whose text or accessible label is `label` (already on screen) and
 * resolves with `{ frame, painted }`: the milliseconds until the animation frame after
 * `selector` matches an element, and until that frame is rendered. */
export function timeTap(page, label, selector) {
  return page.evaluate(([label, selector]) => new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label
      || b.getAttribute('aria-label') === label);
    let t0 = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        observer.disconnect();
        requestAnimationFrame(() => {
          const frame = performance.now() - t0;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ frame, painted: performance.now() - t0 });
          channel.port2.postMessage(null);
        });
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

/** Taps as a bench row reads them: `fmt` of the times to the frame painted (what the goals
 * measure), then the median time to its animation frame. */
export function tapFigures(taps, fmt) {
  const frames = taps.map((t) => t.frame).sort((a, b) => a - b);
  const mid = frames.length >> 1;
  const median = frames.length % 2 ? frames[mid] : (frames[mid - 1] + frames[mid]) / 2;
  return `${fmt(taps.map((t) => t.painted))} to the frame painted; ${median.toFixed(1)} ms to its animation frame`;
}
