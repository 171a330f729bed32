import { describe, expect, it } from 'vitest';
import { expectNoErrors, login, newPage, url, shot } from './harness';

/** The admin's cards share one look: a screen's own styles never undo the card's padding. */
describe('admin cards', () => {
  it('the Trash card has the shared card padding, and the room above it the other cards have', async () => {
    const page = await newPage({ width: 1366 });
    await login(page);
    await page.goto(url('/admin/pages'));
    await page
      .locator('.page-trash')
      .getByText(/The trash is empty|Restore/)
      .first()
      .waitFor();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].join(' ');
    };
    // The shared style, read from a plain card put on the same screen.
    const sharedLook = () =>
      page.evaluate(`(() => {
      const card = document.createElement('section');
      card.className = 'admin-card';
      document.querySelector('.admin-main').append(card);
      const s = getComputedStyle(card);
      const padding = [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].join(' ');
      card.remove();
      return padding;
    })()`);
    const shared = await sharedLook();
    expect(shared).toBe('24px 24px 24px 24px');
    expect(await page.locator('.page-trash').evaluate(look)).toBe(shared);
    expect(await page.locator('.page-trash').evaluate((el) => getComputedStyle(el).marginTop)).toBe('20px');
    await shot(page.locator('.page-trash'), 'trash-card-1366.png');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator('.page-trash').evaluate(look)).toBe(await sharedLook());
    await shot(page.locator('.page-trash'), 'trash-card-390.png');
    expectNoErrors(page);
  });
});
