import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoErrors, login, newPage, pageProblems, url } from './harness';

/**
 * The small things a visitor or staff member notices: no white band under the
 * 404, no dark flash in video cards before their placeholder, upload errors
 * readable on a phone and toasts that leave the buttons free, and a footer
 * whose phone number and e-mail can be tapped.
 */
describe('404 page', () => {
  it('has no white band between its band and the footer', async () => {
    for (const width of [390, 1366]) {
      const page = await newPage({ width });
      await page.goto(url('/no/such/page'));
      const gap = await page.evaluate(() => {
        const band = document.querySelector('main .call-to-action')!.getBoundingClientRect();
        const footer = document.querySelector('footer.site-footer')!.getBoundingClientRect();
        return footer.top - band.bottom;
      });
      expect(Math.abs(gap), `${width} px: gap above the footer`).toBeLessThanOrEqual(1);
    }
  });
});

describe('video cards', () => {
  it('show a light panel, like their placeholder, while it loads: no dark flash', async () => {
    const page = await newPage({ width: 1366 });
    // Hold the placeholder image back, as a slow connection does.
    await page.route('**/uploads/placeholder.jpg', () => {});
    await page.goto(url('/contact'));
    const frame = page.locator('.video-carousel__frame').first();
    await frame.scrollIntoViewIfNeeded();
    const { data, info } = await sharp(await frame.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    let sum = 0;
    for (let i = 0; i < data.length; i += info.channels) sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
    const mean = sum / (data.length / info.channels);
    expect(mean, 'mean brightness of the frame before its placeholder arrives (0-255)').toBeGreaterThan(180);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('the footer', () => {
  it('links the phone number (tel:) and e-mail (mailto:), with the text as it was', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/'));
    const contact = page.locator('footer .site-footer__contact');
    const phone = contact.locator('span', { hasText: /^Phone: / });
    const email = contact.locator('span', { hasText: /^Email: / });
    const phoneText = (await phone.textContent())!;
    const emailText = (await email.textContent())!;
    expect(phoneText).toMatch(/^Phone: \+?[\d ()-]+$/);
    expect(emailText).toMatch(/^Email: \S+@\S+$/);
    const tel = phone.getByRole('link');
    expect(await tel.getAttribute('href')).toBe(`tel:${phoneText.slice('Phone: '.length).replace(/[^\d+]/g, '')}`);
    expect(await tel.textContent()).toBe(phoneText.slice('Phone: '.length));
    const mail = email.getByRole('link');
    expect(await mail.getAttribute('href')).toBe(`mailto:${emailText.slice('Email: '.length)}`);
    expect(await mail.textContent()).toBe(emailText.slice('Email: '.length));
    expectNoErrors(page);
  });
});

describe('upload manager on a phone', () => {
  const SECTION = 'Home › Our portfolio › prefab-units';
  const FILE = 'home-our-portfolio-prefab-units-image-6.jpg';

  async function failUpload(page: Page) {
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    await page.getByRole('button', { name: /^Home \(/ }).click();
    await page.getByRole('button', { name: new RegExp(`^${SECTION} \\(`) }).click();
    const row = page.locator('li.admin-upload-manager__target', { hasText: FILE });
    // Not a JPEG at all: the server refuses it, and the row shows why.
    await row.locator('input[type=file]').setInputFiles({
      name: 'site-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is a text file, not a photo'),
    });
    await expect.poll(() => row.locator('.admin-upload-manager__selected').count()).toBe(1);
    return row;
  }

  it('an upload error gets its own line under the progress bar, not squeezed beside it', async () => {
    const page = await newPage({ width: 390 });
    const row = await failUpload(page);
    await page.getByRole('button', { name: `Upload section ${SECTION}` }).click();
    const message = row.locator('.admin-upload-manager__progress--error span');
    await message.waitFor();
    const [bar, text, info] = await Promise.all([
      row.locator('.admin-upload-manager__progress progress').boundingBox(),
      message.boundingBox(),
      row.locator('.admin-upload-manager__info').boundingBox(),
    ]);
    expect(text!.y, 'the message starts below the bar').toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(text!.width, 'the message may use the whole width of the row text').toBeGreaterThan(info!.width * 0.9);
    pageProblems(page).clear();
  });

  it('toasts leave the row buttons free', async () => {
    const page = await newPage({ width: 390 });
    const row = await failUpload(page);
    // The visitor has scrolled the row down to the bottom of the screen, where a thumb reaches.
    await row.evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'end' }));
    const toast = page.locator('.admin-toast').first();
    await toast.waitFor();
    const buttons = await row
      .getByRole('button')
      .evaluateAll((els) => els.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    const t = (await toast.boundingBox())!;
    for (const b of buttons) {
      const overlap = !(b.right <= t.x || b.left >= t.x + t.width || b.bottom <= t.y || b.top >= t.y + t.height);
      expect(
        overlap,
        `toast at ${Math.round(t.y)}-${Math.round(t.y + t.height)} px covers a row button at ${Math.round(b.top)}-${Math.round(b.bottom)} px`,
      ).toBe(false);
    }
    pageProblems(page).clear();
  });
});
