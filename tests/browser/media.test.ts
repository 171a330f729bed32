import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { axeSerious, expectNoErrors, formatAxe, hydrated, login, newPage, url } from './harness';

/**
 * Media end to end: an admin uploads an image from the upload manager, and the
 * public page shows it at once, versioned, with its variants; alt text and
 * hiding from the manager show at once too. The target is one no other test
 * file looks at, and it is shown again at the end.
 */
const SECTION = 'Home › Our portfolio › interior-design';
const FILE = 'home-our-portfolio-interior-design-image-5.jpg';
const SLOT = `/uploads/home/our-portfolio/interior-design/${FILE}`;

async function openManager() {
  const page = await newPage();
  await login(page);
  await page.goto(url('/admin/upload-manager'));
  await page.getByRole('button', { name: /^Home \(/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${SECTION} \\(`) }).click();
  return page;
}

const row = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.locator('li.admin-upload-manager__target', { hasText: FILE });

describe('media: upload manager to public page', () => {
  it('shows the total and the tree, collapsed by page', async () => {
    const page = await newPage();
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    await expect
      .poll(() => page.locator('.admin-upload-manager__total').textContent({ timeout: 5_000 }))
      .toMatch(/^[\d,]+ target files · \d+ stored · 0 selected$/);
    const total = Number((await page.locator('.admin-upload-manager__total strong').textContent())!.replace(/,/g, ''));
    const api = await (await page.request.get(url('/api/admin/media/targets'))).json();
    expect(total).toBe(api.total);
    expect(total).toBeGreaterThan(1000);
    expect(await page.locator('.admin-upload-manager__target').count()).toBe(0);
    // Open: a page, a 100-file section and one target's details; axe finds nothing serious.
    await page.getByRole('button', { name: /^Gallery \(/ }).click();
    await page.getByRole('button', { name: /^Gallery › Product images › prefab-units \(/ }).click();
    expect(await page.locator('.admin-upload-manager__target').count()).toBe(100);
    await page.getByRole('button', { name: 'Details of gallery-product-images-prefab-units-image-1.jpg' }).click();
    const violations = await axeSerious(page);
    expect(violations, formatAxe('/admin/upload-manager', violations)).toEqual([]);
    expectNoErrors(page);
  });

  it('uploads an image, and the public page shows it at once, versioned, with variants', async () => {
    const page = await openManager();
    const jpeg = await sharp({ create: { width: 1400, height: 875, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .toBuffer();
    await row(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'westlands-office.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect
      .poll(() => row(page).locator('.admin-upload-manager__selected').textContent({ timeout: 5_000 }))
      .toContain('westlands-office.jpg');
    await page.getByRole('button', { name: `Upload section ${SECTION}` }).click();
    await page.getByText('Upload Complete', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('1 file uploaded. 0 failed.', { exact: true }).count()).toBe(1);
    // Removed from the selection; the row shows the stored file as a thumbnail.
    await expect.poll(() => row(page).locator('.admin-upload-manager__selected').count()).toBe(0);
    await expect
      .poll(() => row(page).locator('.admin-upload-manager__thumb img').getAttribute('src', { timeout: 5_000 }))
      .toMatch(/_variants\/.*-480w\.webp\?v=\w+$/);
    expectNoErrors(page);

    const pub = await newPage();
    await pub.goto(url('/'));
    const img = pub.locator(`img[src^="${SLOT}?v="]`);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute('width')).toBe('1400');
    expect(await img.getAttribute('height')).toBe('875');
    expect(await img.getAttribute('loading')).toBe('lazy');
    const avif = pub.locator('picture', { has: img }).locator('source[type="image/avif"]');
    expect(await avif.getAttribute('srcset')).toMatch(
      /-480w\.avif\?v=\w+ 480w, .*-800w\.avif\?v=\w+ 800w, .*-960w\.avif\?v=\w+ 960w, .*-1400w\.avif\?v=\w+ 1400w$/,
    );
    const src = (await img.getAttribute('src'))!;
    const res = await pub.request.get(url(src));
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expectNoErrors(pub);
  });

  it('alt text and hiding set in the manager show on the page at once', async () => {
    const page = await openManager();
    await row(page)
      .getByRole('button', { name: `Details of ${FILE}` })
      .click();
    await row(page).getByLabel('Alt text').fill('Open-plan co-working floor in Upper Hill');
    await row(page).getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved', { exact: true }).waitFor();

    const pub = await newPage();
    await pub.goto(url('/'));
    expect(await pub.locator(`img[src^="${SLOT}?v="]`).getAttribute('alt')).toBe(
      'Open-plan co-working floor in Upper Hill',
    );

    await row(page)
      .getByRole('button', { name: `Details of ${FILE}` })
      .click();
    await row(page).getByLabel('Show on the site').uncheck();
    await row(page).getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => row(page).locator('.admin-upload-manager__hidden-badge').count()).toBe(1);
    await pub.reload();
    expect(await pub.locator(`img[src^="${SLOT}"]`).count()).toBe(0);

    // Shown again, with the page's own alt text, for the other test files.
    await row(page)
      .getByRole('button', { name: `Details of ${FILE}` })
      .click();
    await row(page).getByLabel('Alt text').fill('');
    await row(page).getByLabel('Show on the site').check();
    await row(page).getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => row(page).locator('.admin-upload-manager__hidden-badge').count()).toBe(0);
    await pub.reload();
    await hydrated(pub.locator(`img[src^="${SLOT}?v="]`));
    expect(await pub.locator(`img[src^="${SLOT}?v="]`).getAttribute('alt')).toBe('Interior design project 5');
    expectNoErrors(page);
    expectNoErrors(pub);
  });

  it('a hostile upload is refused with nothing written', async () => {
    const page = await newPage();
    await login(page);
    const res = await page.request.post(url('/api/admin/upload-file'), {
      headers: { Origin: url('') },
      multipart: {
        targetPath: 'home/our-portfolio/interior-design/../../..',
        fileName: 'site.db',
        file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') },
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).status).toBe('error');
  });
});
