// The bench's hand entry, and a tap measured inside the page, from the click on a button to
// the frame that shows what it drew. Shared by bench/ui.mjs (paths 4 and 5) and bench/store.mjs.
//
// The tap is a real one (Playwright's mouse: trusted pointer events at the button's centre),
// so the browser's Event Timing (the measure behind INP) times it. Two figures per tap:
// `painted`: the click's Event Timing duration, from the click to the next frame presented,
// style, layout and paint included: what the player waits for (reported from 16 ms up, in
// steps of 8 ms; a faster tap counts as 16). `frame`: to the animation frame after what the
// tap shows is in the DOM (the requestAnimationFrame callback), which runs *before* that
// frame's style, layout and paint. A new screen with a large layout (a scorecard of 30 rows)
// makes them differ by tens of milliseconds.

/** Resolves with the value of `expression` in the page once it is truthy, polled every 50 ms
 * through the DevTools protocol (`cdp`: a CDP session of the page). Nothing is injected into
 * the page: Playwright's waitForFunction and locators first evaluate Playwright's own script
 * there, ~80 ms of main thread at 4x CPU that, right after a navigation, lands inside the start
 * being timed (traced: the start of an empty home 392 / 410 ms polled this way, 532 / 484 ms
 * with waitForFunction, medians of 9). Errors while the page's document is being replaced are
 * retried. */
export async function pageValue(cdp, expression, timeout = 120000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
      if (result.value) return result.value;
    } catch (e) {
      if (Date.now() > until) throw e;
    }
    if (Date.now() > until) throw new Error(`${expression}: still falsy after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Taps the button whose text or accessible label is `label` (already on screen) and
 * resolves with `{ frame, painted }` in milliseconds (see above): until the animation frame
 * after `selector` matches an element, and until the frame after the click is presented. */
export async function timeTap(page, label, selector) {
  const at = await page.evaluate(([label, selector]) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label
      || b.getAttribute('aria-label') === label);
    button.scrollIntoView({ block: 'center' });
    window.__tap = new Promise((resolve) => {
      let t0 = null;
      let frame = null;
      const entries = [];
      const timing = new PerformanceObserver((list) => entries.push(...list.getEntries()));
      timing.observe({ type: 'event', durationThreshold: 16 });
      const finish = () => {
        timing.takeRecords().forEach((e) => entries.push(e));
        timing.disconnect();
        const click = entries.filter((e) => e.name === 'click' && Math.abs(e.startTime - t0) < 1);
        resolve({ frame, painted: Math.max(16, ...click.map((e) => e.duration)) });
      };
      document.addEventListener('click', (e) => { t0 = e.timeStamp; }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (t0 !== null && document.querySelector(selector)) {
          observer.disconnect();
          requestAnimationFrame(() => {
            frame = performance.now() - t0;
            // Event Timing entries arrive after the frame is presented.
            setTimeout(finish, 300);
          });
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const r = button.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, [label, selector]);
  await page.mouse.click(at.x, at.y);
  return page.evaluate(() => window.__tap);
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

/** Taps as a bench row reads them: `fmt` of the times to the frame presented (what the goals
 * measure), then the `median` time to the animation frame (the caller's fmt and median). */
export function tapFigures(taps, fmt, median) {
  return `${fmt(taps.map((t) => t.painted))} to the next frame presented (Event Timing); ${median(taps.map((t) => t.frame)).toFixed(1)} ms to the animation frame after the DOM changed`;
}
