import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeSerious,
  baseUrl,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  login,
  newPage,
  url,
  shot,
} from './harness';

/**
 * Review before publish as staff do it: an admin turns it on in Settings;
 * an editor's Publish is Submit for review; the admin compares the draft
 * with live in the queue and sends it back with a comment; the editor sees
 * the comment above the editor, changes the draft and submits again; the
 * admin publishes it. Review goes off and the page to the trash at the end,
 * so later files see the site as the code ships it.
 */
const PATH = '/review-walkthrough';
const q = `?path=${encodeURIComponent(PATH)}`;
const EDITOR = { username: 'wanjiku.editor', password: 'editor-pass-42' };
let admin: Page;
let editor: Page;

const call = (as: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
  as.request.fetch(url(path), { method, data, headers: { Origin: baseUrl } });

/** Saves the page's draft with a new hero title, as `as`. */
async function saveTitle(as: Page, title: string) {
  const detail = await (await call(as, 'GET', `/api/admin/page${q}`)).json();
  const doc = structuredClone(detail.draft ?? detail.published);
  doc.blocks[0].props.title = title;
  const saved = await call(as, 'PUT', `/api/admin/page/draft${q}`, { page: doc, baseVersion: detail.version });
  expect(saved.status()).toBe(200);
  return (await saved.json()).version as number;
}

describe('review before publish', () => {
  beforeAll(async () => {
    admin = await newPage({ width: 1366 });
    editor = await newPage({ width: 1366 });
    await login(admin);
    const made = await call(admin, 'POST', '/api/admin/users', { ...EDITOR, role: 'editor' });
    expect([201, 409]).toContain(made.status());
    await login(editor, EDITOR.username, EDITOR.password);
    expect((await call(admin, 'POST', `/api/admin/page${q}`, { title: 'Review walk-through' })).status()).toBe(201);
    const version = await saveTitle(admin, 'Boardroom Tables in Westlands');
    expect((await call(admin, 'POST', `/api/admin/page/publish${q}`, { baseVersion: version })).status()).toBe(200);
  });

  afterAll(async () => {
    await call(admin, 'PUT', '/api/admin/settings', { reviewBeforePublish: false });
    await call(admin, 'DELETE', `/api/admin/page${q}`, { gone: true });
  });

  it('is turned on by an admin in Settings', async () => {
    await admin.goto(url('/admin/settings'));
    const card = admin.getByRole('region', { name: 'Review before publish' });
    await card.getByLabel(/Editors submit their changes for review/).check();
    await card.getByRole('button', { name: 'Save review setting' }).click();
    await admin.getByText('Review before publish is on', { exact: true }).waitFor();
    await shot(card, `review-settings-1366.png`);
    // Stored, not only shown: a fresh load of Settings has it on.
    await admin.reload();
    await expect
      .poll(() => card.getByLabel(/Editors submit their changes for review/).isChecked({ timeout: 5_000 }), {
        message: 'the review setting after a reload of Settings',
      })
      .toBe(true);
    expectNoErrors(admin);
  });

  it('turns an editor’s Publish into Submit for review', async () => {
    await saveTitle(editor, 'Boardroom Tables in Upper Hill');
    await editor.goto(url(`/admin/pages/edit${q}`));
    await editor.getByRole('button', { name: 'Submit for review' }).click();
    await editor.getByText('Waiting for review', { exact: true }).waitFor();
    expect(await editor.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    // Nothing went live.
    expect(await (await editor.request.get(url(PATH))).text()).toContain('Boardroom Tables in Westlands');
    expectNoErrors(editor);
  });

  it('lets an admin compare the draft with live and send it back with a comment', async () => {
    await admin.goto(url('/admin/dashboard'));
    const count = admin.getByRole('link', { name: 'Open the review queue' }).locator('xpath=ancestor::li');
    await count.getByText('1 waiting').waitFor();
    await admin.getByRole('link', { name: 'Open the review queue' }).click();
    const card = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: 'Review walk-through' }) });
    await card.getByRole('button', { name: 'Compare with live' }).click();
    // Named as the editor names the field: the first section by its type and title, then the field.
    const row = card
      .getByRole('table', { name: 'What changed from Live to Draft' })
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: /^[A-Z][a-z ]+ “.+” › Title Changed$/ }) });
    expect(await row.textContent()).toContain('Boardroom Tables in Upper Hill');
    await card.getByRole('button', { name: 'Send back…' }).click();
    await card.getByLabel(`Comment for ${EDITOR.username}`).fill('Upper Hill is wrong: the showroom is in Kilimani.');
    await shot(admin, `review-queue-1366.png`, { fullPage: true });
    expect(formatAxe('review queue', await axeSerious(admin))).toBe('');
    await card.getByRole('button', { name: 'Send back', exact: true }).click();
    await admin.getByRole('heading', { name: 'Sent back (1)' }).waitFor();
    expectNoErrors(admin);
  });

  it('shows the editor the comment, and takes the changed draft again', async () => {
    await editor.goto(url(`/admin/pages/edit${q}`));
    await editor.getByText('Upper Hill is wrong: the showroom is in Kilimani.').waitFor();
    await shot(editor, `review-sent-back-1366.png`);
    expect(formatAxe('sent back', await axeSerious(editor))).toBe('');
    await editor.setViewportSize({ width: 390, height: 844 });
    await shot(editor, `review-sent-back-390.png`, { fullPage: true });
    expect((await horizontalOverflow(editor)).px).toBe(0);
    await editor.setViewportSize({ width: 1366, height: 900 });

    await saveTitle(editor, 'Boardroom Tables in Kilimani');
    await editor.reload();
    await editor.getByText('Upper Hill is wrong: the showroom is in Kilimani.').waitFor();
    await editor.getByRole('button', { name: 'Submit for review' }).click();
    await editor.getByText('Waiting for review', { exact: true }).waitFor();
    expectNoErrors(editor);
  });

  it('publishes what the admin reviewed', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(url('/admin/reviews'));
    const card = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: 'Review walk-through' }) });
    await card.getByRole('button', { name: 'Compare with live' }).click();
    await card.getByRole('table', { name: 'What changed from Live to Draft' }).waitFor();
    await shot(admin, `review-queue-390.png`, { fullPage: true });
    expect((await horizontalOverflow(admin)).px).toBe(0);
    await card.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Nothing waits for review.').waitFor();
    await admin.setViewportSize({ width: 1366, height: 900 });
    expect(await (await admin.request.get(url(PATH))).text()).toContain('Boardroom Tables in Kilimani');
    const history = await (await call(admin, 'GET', `/api/admin/page/history${q}`)).json();
    expect(history.items.slice(0, 4).map((e: { action: string }) => e.action)).toEqual([
      'publish',
      'submit',
      'send-back',
      'submit',
    ]);
    expectNoErrors(admin);
  });
});
