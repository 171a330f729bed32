import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * A slot's folders and file name are stored in columns of 100 characters
 * (the media record's category, section and sub-folders): a page naming a
 * longer one is refused with the field's path on both engines, where
 * PostgreSQL answered 500 at the upload and SQLite stored it.
 */
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t?.close());

describe(`slot names longer than their columns (${testEngine()})`, () => {
  const long = 'a'.repeat(101);
  for (const [what, folder, fileName] of [
    ['a folder', `long-slots/${long}`, 'photo-1.jpg'],
    ['a sub-folder', `long-slots/hero/${long}`, 'photo-1.jpg'],
    ['a file name', 'long-slots/hero', `${long}.jpg`],
  ] as const)
    it(`a page naming a slot with ${what} over 100 characters is refused with 400 at publish, and the upload manager does not offer it`, async () => {
      const path = `/long-slots-${what.replace(/ /g, '-')}`;
      expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Long' } })).status).toBe(
        201,
      );
      const made = (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
      const doc = structuredClone(made.draft!);
      const slot = `/uploads/${folder}/${fileName}`;
      (doc.blocks[0]!.props as { slides: { media: string; alt: string }[] }).slides = [{ media: slot, alt: 'Long' }];
      const saved = await t.request('PUT', `/api/admin/page/draft${q(path)}`, {
        cookie,
        body: { page: doc, baseVersion: made.version },
      });
      const published = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
        cookie,
        body: { baseVersion: saved.json.version ?? made.version },
      });
      expect(published.status, published.text).toBe(400);
      expect(published.text).toMatch(/100 characters/);
      // Not a target of the upload manager (the upload endpoint's allow-list), so no upload reaches its columns.
      const groups = (await t.request('GET', '/api/admin/media/targets', { cookie })).json.groups as {
        folder: string;
        targets: { fileName: string }[];
      }[];
      expect(groups.flatMap((g) => g.targets.map((x) => `/uploads/${g.folder}/${x.fileName}`))).not.toContain(slot);
    });
});

describe(`slot names with no folder (${testEngine()})`, () => {
  it('a page naming /uploads/<file> (no folder: no upload can ever fill it, and it is no library file) is refused with 400 at publish', async () => {
    const path = '/folderless-slot';
    expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Bare' } })).status).toBe(
      201,
    );
    const made = (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
    const doc = structuredClone(made.draft!);
    (doc.blocks[0]!.props as { slides: { media: string; alt: string }[] }).slides = [
      { media: '/uploads/social.jpg', alt: 'Bare' },
    ];
    const saved = await t.request('PUT', `/api/admin/page/draft${q(path)}`, {
      cookie,
      body: { page: doc, baseVersion: made.version },
    });
    const published = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
      cookie,
      body: { baseVersion: saved.json.version ?? made.version },
    });
    expect(published.status, published.text).toBe(400);
    expect(published.text).toMatch(/folder/);
  });
});
