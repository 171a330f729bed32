import { expect, it } from 'vitest';
import { hydrated, newPage, url } from './harness';

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
