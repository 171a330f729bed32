import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeSerious,
  baseUrl,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  hydrateAll,
  login,
  newPage,
  url,
} from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * A finished installation entered once: an editor makes a project in the
 * admin from three photos of the media library and two services, marks it
 * featured and publishes it; visitors then find it on its own page, on both
 * service pages, on the home page and on /projects, at phone and laptop
 * widths, with axe and pa11y at 0. The project goes to the trash and the
 * editor's account is removed at the end, so the other admin files see the
 * site as it was.
 */
const TITLE = 'Runda Family Home Fit-Out';
const SLUG = 'runda-family-home-fit-out';
const EDITOR = { username: 'wambui', password: 'editor-pass-47' };
const SERVICES = ['/services/interiors', '/services/furniture'];
const PHOTOS = ['Runda living room.jpg', 'Runda kitchen.jpg', 'Runda study desk.jpg'];
let admin: Page;
let page: Page;
let editorId: number;

const api = (p: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
  p.request.fetch(url(path), { method, data, headers: { Origin: baseUrl } });

/** A 1200 × 800 photo of one colour, so the three are different files. */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function a11y(p: Page, where: string) {
  expect(formatAxe(where, await axeSerious(p))).toBe('');
  expect(formatPa11y(where, await pa11yErrors(p))).toBe('');
}

/** Adds one item to the media list and picks the library file named `name` for it. */
async function addPhoto(form: Locator, name: string, index: number) {
  await form.getByRole('button', { name: '+ Add item' }).first().click();
  const fields = form.locator('.media-field');
  await expect.poll(() => fields.count(), { message: `media item ${index + 1} never appeared` }).toBe(index + 1);
  await fields.nth(index).getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a file' });
  await dialog.waitFor();
  await dialog
    .getByRole('button', { name: new RegExp(name.replace('.jpg', '')) })
    .first()
    .click();
  // A tile selects the file; the dialog's button uses it.
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('an editor adds a finished project, and visitors find it everywhere it belongs', () => {
  beforeAll(async () => {
    admin = await newPage({ width: 1366 });
    await login(admin);
    for (const [i, name] of PHOTOS.entries()) {
      const up = await admin.request.post(url('/api/admin/media'), {
        headers: { Origin: baseUrl },
        multipart: {
          file: { name, mimeType: 'image/jpeg', buffer: await photo(['#8b5a2b', '#d4a373', '#1d3557'][i]!) },
        },
      });
      expect(up.status(), await up.text()).toBe(201);
      // Each has its default alt text in the library, which the project's pictures then use.
      const asset = (await up.json()) as { id: string };
      const alt = await admin.request.fetch(url(`/api/admin/media/${asset.id}`), {
        method: 'PATCH',
        data: { alt: name.replace('.jpg', '') },
        headers: { Origin: baseUrl },
      });
      expect(alt.status(), await alt.text()).toBe(200);
    }
    const made = await api(admin, 'POST', '/api/admin/users', { ...EDITOR, role: 'editor' });
    expect(made.status(), await made.text()).toBe(201);
    editorId = ((await made.json()) as { user: { id: number } }).user.id;
    page = await newPage({ width: 1366 });
    await login(page, EDITOR.username, EDITOR.password);
  });

  afterAll(async () => {
    const p = await newPage({ width: 1366 });
    await login(p);
    await api(p, 'DELETE', `/api/admin/projects?slug=${SLUG}`);
    if (editorId) await api(p, 'DELETE', `/api/admin/users/${editorId}`);
  });

  it('the editor makes it in the admin: New project, the fields, three library photos, two services, Publish', async () => {
    await page.goto(url('/admin/projects'));
    await a11y(page, '/admin/projects');
    const create = page.locator('form', { has: page.getByRole('heading', { name: 'New project' }) });
    await create.getByLabel('Title').fill(TITLE);
    await expect.poll(() => create.getByLabel('Address name').inputValue({ timeout: 5_000 })).toBe(SLUG);
    await create.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/admin\/projects\/edit\?slug=/);

    await page.getByLabel('Sector').fill('Residential');
    await page.getByLabel('Place').fill('Runda, Nairobi');
    await page.getByLabel('Completed').fill('2026-11-20');
    await page
      .getByLabel('Summary')
      .fill('A four-bedroom family home fitted out room by room, from the kitchen to the study.');
    await page.getByLabel(/Featured/).check();
    const services = (await (await api(page, 'GET', '/api/admin/projects/services')).json()) as {
      items: { path: string; title: string }[];
    };
    for (const path of SERVICES) {
      const title = services.items.find((s) => s.path === path)?.title;
      expect(title, `${path} is offered as a service`).toBeTruthy();
      await page.getByRole('checkbox', { name: title!, exact: true }).check();
    }
    const form = page
      .locator('form', { has: page.locator('.media-field') })
      .or(page.locator('.page-fields'))
      .first();
    for (const [i, name] of PHOTOS.entries()) await addPhoto(form, name, i);
    await page.getByRole('radio').first().check();
    const description = page.locator('[contenteditable="true"]').first();
    await description.click();
    await description.pressSequentially('Oak floors, a walnut kitchen and a built-in study desk.');
    await page.getByRole('button', { name: 'Add a fact' }).click();
    await page.getByLabel('Fact 1').fill('Handed over in 9 weeks');

    await expect
      .poll(() => page.locator('.admin-alert--warning').count(), { message: 'the draft still has problems' })
      .toBe(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(
        async () =>
          // Live: the project is in the admin list's live state (the editor's badge says the same).
          (
            (await (await api(page, 'GET', '/api/admin/projects?state=live')).json()) as { items: { slug: string }[] }
          ).items.some((p) => p.slug === SLUG),
        {
          timeout: 15_000,
          message: 'the project never went live',
        },
      )
      .toBe(true);
    await a11y(page, '/admin/projects/edit');
    expectNoErrors(page);
  });

  for (const width of [390, 1366]) {
    it(`visitors find it on its page, both service pages, the home page and /projects at ${width} px`, async () => {
      const visitor = await newPage({ width });
      const res = await visitor.goto(url(`/projects/${SLUG}`));
      expect(res?.status()).toBe(200);
      await hydrateAll(visitor);
      expect(await visitor.locator('h1').textContent()).toContain(TITLE);
      expect(await visitor.locator('main').textContent()).toContain('Handed over in 9 weeks');
      expect((await horizontalOverflow(visitor)).px).toBe(0);
      await a11y(visitor, `/projects/${SLUG} @${width}`);
      for (const path of [...SERVICES, '/', '/projects']) {
        await expect
          .poll(
            async () => {
              await visitor.goto(url(path));
              return (await visitor.locator('main').textContent({ timeout: 5_000 })) ?? '';
            },
            { timeout: 15_000, message: `${path} never listed ${TITLE}` },
          )
          .toContain(TITLE);
      }
      await a11y(visitor, `/projects @${width}`);
      expectNoErrors(visitor);
    });
  }
});
