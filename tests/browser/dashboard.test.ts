import { describe, expect, it } from 'vitest';
import { axeSerious, baseUrl, expectNoErrors, formatAxe, horizontalOverflow, login, newPage, url } from './harness';

/**
 * The dashboard guides: a card for every admin screen (Users included), the
 * counts on the cards (new inquiries, media stored out of all slots), and a
 * notice with a link to the upload manager while most of the site still shows
 * placeholders. Counts are read from the API, since other files send inquiries
 * and upload media on the same server.
 */
describe('dashboard', () => {
  it('has a card for every admin screen, with the counts the API gives', async () => {
    const page = await newPage({ width: 1366 });
    await login(page);
    // One fresh inquiry, so there is at least one new one to count.
    const sent = await page.request.post(url('/api/contact'), {
      headers: { Origin: baseUrl },
      data: {
        name: 'Njeri Mwangi',
        email: 'njeri@example.co.ke',
        message: 'Please quote a prefab clinic for Kitui county.',
      },
    });
    expect(sent.ok()).toBe(true);
    const summary = (await (await page.request.get(url('/api/admin/summary'))).json()) as {
      inquiries: { new: number };
      media: { stored: number; total: number };
    };
    expect(summary.inquiries.new).toBeGreaterThan(0);
    expect(summary.media.total).toBeGreaterThan(1000);

    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Welcome, admin' }).waitFor();
    const cards = page.locator('.admin-dashboard__card');
    const card = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    for (const [title, href] of [
      ['Redirects', '/admin/redirects'],
      ['Media Management', '/admin/upload-manager'],
      ['Media library', '/admin/media'],
      ['Settings', '/admin/settings'],
      ['Contact Inquiries', '/admin/inquiries'],
      ['User Management', '/admin/user-management'],
    ]) {
      expect(await card(title).count(), title).toBe(1);
      expect(await card(title).locator('a').last().getAttribute('href'), title).toBe(href);
    }
    const fmt = (n: number) => n.toLocaleString('en-US');
    await expect
      .poll(() => card('Contact Inquiries').locator('.admin-dashboard__count').textContent({ timeout: 5_000 }))
      .toBe(`${fmt(summary.inquiries.new)} new`);
    expect(await card('Media Management').locator('.admin-dashboard__count').textContent()).toBe(
      `${fmt(summary.media.stored)} of ${fmt(summary.media.total)} stored`,
    );

    // Most slots still show placeholders here: the dashboard says so and links to the upload manager.
    expect(summary.media.stored * 2).toBeLessThan(summary.media.total);
    const notice = page.getByRole('status').filter({ hasText: 'placeholder' });
    expect(await notice.textContent()).toContain(
      `${fmt(summary.media.total - summary.media.stored)} of ${fmt(summary.media.total)}`,
    );
    await Promise.all([page.waitForURL('**/admin/upload-manager'), notice.getByRole('link').click()]);
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Welcome, admin' }).waitFor();
    await Promise.all([page.waitForURL('**/admin/user-management'), card('User Management').getByRole('link').click()]);
    expectNoErrors(page);
  });

  it('fits a phone: no overflow, no serious axe violations', async () => {
    const page = await newPage({ width: 390 });
    await login(page);
    await page.goto(url('/admin/dashboard'));
    await page.locator('.admin-dashboard__count').first().waitFor();
    expect((await horizontalOverflow(page)).px).toBeLessThanOrEqual(0);
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/dashboard @390', a11y)).toEqual([]);
    expectNoErrors(page);
  });
});
