import { expect, it } from 'vitest';
import { hydrated, newPage, twoFrames, url } from './harness';

// The harness's island wait ends at its own limit with the island's name, also while page.clock holds the
// page's timers (its limit then runs on the real timers playwright keeps; if those went away, the wait would
// end only at the outer limit, with a message that names no island, and this test would fail).
it('an island that never wakes fails the wait by its name, with a running page clock and a held one', async () => {
  for (const clock of [false, true]) {
    const page = await newPage({ clock });
    await page.goto(url('/'));
    // A block type the page's client has no code for: the island stays asleep.
    const id = await page
      .locator('[data-island]')
      .first()
      .evaluate((el) => {
        el.setAttribute('data-island', 'never-wakes');
        return el.id;
      });
    await expect(hydrated(page.locator(`#${id}`), 2_000)).rejects.toThrow(
      `"never-wakes" (#${id}) still asleep after 2000 ms`,
    );
  }
});

// The headless shell's mouse rests at (0, 0) and sends a pointerover to the first document of the site a page
// shows, which on a public page reaches for the site header and wakes it. Without the harness's first stop at
// robots.txt, every load of this test saw that event by the second frame after load.
it("a new page's islands get no pointer input the test did not give", async () => {
  const page = await newPage({ width: 390 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { pointerInput: seen });
    const record = (e: PointerEvent) => seen.push(`${e.type} at ${e.clientX},${e.clientY}`);
    for (const type of ['pointerover', 'pointermove', 'pointerdown'] as const)
      window.addEventListener(type, record, { capture: true });
  });
  await page.goto(url('/'), { waitUntil: 'load' });
  await twoFrames(page);
  expect(await page.evaluate(() => (window as unknown as { pointerInput: string[] }).pointerInput)).toEqual([]);
  expect(await page.locator('[data-island][data-hydrating], [data-island][data-live]').count()).toBe(0);
});
