import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavigationDetail } from '../../contracts/navigation';
import type { PageDetail } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * A page deleted as gone through the API: its menu links leave the live
 * menu with it, as the admin's delete dialog does by default, and the answer
 * names them; a caller who keeps them (removeLinks: false) is told which
 * links now lead to a page that answers 410.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

async function pageInMenu(path: string, label: string) {
  expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: label } })).status).toBe(201);
  const made = (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
  const live = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
    cookie,
    body: { baseVersion: made.version },
  });
  expect(live.status, live.text).toBe(200);
  const nav = (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
  const menu = structuredClone(nav.published);
  menu.header.items.push({ label, href: path });
  const saved = await t.request('PUT', '/api/admin/navigation/draft', {
    cookie,
    body: { navigation: menu, baseVersion: nav.version },
  });
  const published = await t.request('POST', '/api/admin/navigation/publish', {
    cookie,
    body: { baseVersion: saved.json.version },
  });
  expect(published.status, published.text).toBe(200);
  expect((await t.request('GET', '/contact')).text).toContain(`href="${path}"`);
}

describe(`deleting a page as gone through the API (${testEngine()})`, () => {
  it('with no choice sent, takes its menu links out of the live menu and names them', async () => {
    await pageInMenu('/kitchen-offers', 'Kitchen Offers');
    const gone = await t.request('DELETE', `/api/admin/page${q('/kitchen-offers')}`, { cookie });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.json.linksRemoved?.join(' ')).toMatch(/Kitchen Offers/);
    expect((await t.request('GET', '/contact')).text).not.toContain('href="/kitchen-offers"');
  });

  it('with removeLinks: false, keeps them and the answer names the links left to a gone page', async () => {
    await pageInMenu('/bathroom-offers', 'Bathroom Offers');
    const gone = await t.request('DELETE', `/api/admin/page${q('/bathroom-offers')}`, {
      cookie,
      body: { gone: true, removeLinks: false },
    });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.json.linksLeft?.join(' ')).toMatch(/Bathroom Offers/);
  });
});
