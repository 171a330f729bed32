import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavigationDetail } from '../../contracts/navigation';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { StaleVersion } from '../documents/store';
import { movePage } from './move';

/**
 * One write path: a move, and the relinks it makes in other documents, write
 * through the core's versioned write like a draft save, so a save racing a
 * move is never lost and an editor open on a relinked page meets the usual
 * 409 instead of undoing the relink with its next autosave.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const detail = async (path: string) =>
  (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
const ctaOf = (doc: PageDocument) =>
  doc.blocks.find((b) => b.type === 'call-to-action')!.props as { heading: string; buttons: { href: string }[] };

/** Saves `doc` as the draft of `path` over `baseVersion`. */
const saveDraft = (path: string, doc: PageDocument, baseVersion: number) =>
  t.request('PUT', `/api/admin/page/draft${q(path)}`, { cookie, body: { page: doc, baseVersion } });

/** A new admin page, published; answers its detail. */
async function publishedPage(path: string, title: string) {
  expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title } })).status).toBe(201);
  const made = await detail(path);
  const published = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
    cookie,
    body: { baseVersion: made.version },
  });
  expect(published.status, published.text).toBe(200);
  return detail(path);
}

describe(`one write path (${testEngine()})`, () => {
  it('a move and a draft save based on the same version: one gets the 409, and nothing is overwritten', async () => {
    const page = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    const edited = structuredClone(page.published!);
    ctaOf(edited).heading = 'Saved while the page moved';
    let save: Promise<Awaited<ReturnType<typeof saveDraft>>> | undefined;
    const move = movePage(
      t.db,
      { from: '/kitchen-fit-outs', to: '/services/kitchens', baseVersion: page.version, by: 'admin', kinds: {} },
      {
        // The save comes between the move's read and its write. On PostgreSQL it commits there (the move holds no
        // lock yet); SQLite has one connection, so it waits for the move's transaction and comes after it.
        async afterRead() {
          save = saveDraft('/kitchen-fit-outs', edited, page.version);
          if (testEngine() === 'postgres') await save;
        },
      },
    ).then(
      (moved) => ({ moved, stale: false }),
      (err: unknown) => {
        if (err instanceof StaleVersion) return { moved: undefined, stale: true };
        throw err;
      },
    );
    const moveOutcome = await move;
    const saved = await save!;
    // Exactly one of the two writes stands.
    expect(moveOutcome.stale).toBe(saved.status === 200);
    if (moveOutcome.stale) {
      // The save stands, at its version, with its words, and the page is still at its address.
      expect(saved.status, saved.text).toBe(200);
      const after = await detail('/kitchen-fit-outs');
      expect(after.version).toBe(saved.json.version);
      expect(ctaOf(after.draft!).heading).toBe('Saved while the page moved');
      expect((await t.request('GET', `/api/admin/page${q('/services/kitchens')}`, { cookie })).status).toBe(404);
    } else {
      // The move stands, and the save was refused (the page is no longer at that address): it lost nothing unsaid.
      expect(saved.status).toBe(404);
      const after = await detail('/services/kitchens');
      expect(after.version).toBe(moveOutcome.moved!.version);
      expect(after.draft).toBeNull();
    }
    if (testEngine() === 'postgres') expect(moveOutcome.stale).toBe(true);
  });

  it('a relinked draft is a new version: an editor open on it gets 409 at the old base, and the relink stays', async () => {
    const kitchens = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    const offers = await publishedPage('/offers', 'Offers');
    // The editor of /offers links to the kitchens page in a draft, and keeps the page open.
    const draft = structuredClone(offers.published!);
    ctaOf(draft).buttons[0]!.href = '/kitchen-fit-outs#quote';
    const open = await saveDraft('/offers', draft, offers.version);
    expect(open.status, open.text).toBe(200);
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { newPath: '/services/kitchens', baseVersion: kitchens.version },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.linksUpdated).toEqual(['/offers']);
    // The open editor's next autosave, at the version it last saved, with the old link still on its screen.
    ctaOf(draft).heading = 'Typed after the move';
    const autosave = await saveDraft('/offers', draft, open.json.version);
    expect(autosave.status, autosave.text).toBe(409);
    const after = await detail('/offers');
    expect(after.version).toBe(open.json.version + 1);
    expect(ctaOf(after.draft!).buttons[0]!.href).toBe('/services/kitchens#quote');
  });

  it('a relinked publish is a publish: checked, kept as a revision, and a waiting review of the page is withdrawn', async () => {
    const kitchens = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    const offers = await publishedPage('/offers', 'Offers');
    const linked = structuredClone(offers.published!);
    ctaOf(linked).buttons[0]!.href = '/kitchen-fit-outs#quote';
    const saved = await saveDraft('/offers', linked, offers.version);
    const live = await t.request('POST', `/api/admin/page/publish${q('/offers')}`, {
      cookie,
      body: { baseVersion: saved.json.version },
    });
    expect(live.status, live.text).toBe(200);
    // With review on, an editor submits new words of /offers; then an admin moves the kitchens page.
    expect(
      (await t.request('PUT', '/api/admin/settings', { cookie, body: { reviewBeforePublish: true } })).status,
    ).toBe(200);
    expect(
      (
        await t.request('POST', '/api/admin/users', {
          cookie,
          body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
        })
      ).status,
    ).toBe(201);
    const editor = await t.login('akinyi', 'editor-pass-1');
    const words = structuredClone(linked);
    ctaOf(words).heading = 'Words waiting for review';
    const draft = await t.request('PUT', `/api/admin/page/draft${q('/offers')}`, {
      cookie: editor,
      body: { page: words, baseVersion: live.json.version },
    });
    const submitted = await t.request('POST', `/api/admin/page/review${q('/offers')}`, {
      cookie: editor,
      body: { baseVersion: draft.json.version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { newPath: '/services/kitchens', baseVersion: kitchens.version },
    });
    expect(moved.status, moved.text).toBe(200);
    // The admin would be publishing words that changed since they were submitted: the submission is withdrawn.
    expect((await t.request('GET', `/api/admin/page/review${q('/offers')}`, { cookie })).json.review).toBeNull();
    const after = await detail('/offers');
    expect(ctaOf(after.published!).buttons[0]!.href).toBe('/services/kitchens#quote');
    expect(ctaOf(after.draft!).buttons[0]!.href).toBe('/services/kitchens#quote');
    expect(ctaOf(after.draft!).heading).toBe('Words waiting for review');
    const history = (await t.request('GET', `/api/admin/page/history${q('/offers')}`, { cookie })).json.items;
    expect(
      history
        .slice(0, 2)
        .map((h: { action: string; version: number }) => [h.action, h.version])
        .sort(),
    ).toEqual([
      ['publish', after.version],
      ['withdrawn', after.version],
    ]);
    const revisions = (await t.request('GET', `/api/admin/page/revisions${q('/offers')}`, { cookie })).json.items;
    expect(revisions[0]).toMatchObject({ version: after.version, publishedBy: 'admin' });
  });

  it('a scheduled version’s links follow a move: at its time it goes live leading to the new address', async () => {
    const offers = await publishedPage('/offers', 'Offers');
    const nav = (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
    const menu = structuredClone(nav.published);
    menu.header.items.push({ label: 'Offers', href: '/offers' });
    const saved = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie,
      body: { navigation: menu, baseVersion: nav.version },
    });
    expect(saved.json.issues).toEqual([]);
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    const scheduled = await t.request('POST', '/api/admin/navigation/publish', {
      cookie,
      body: { baseVersion: saved.json.version, at },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    const moved = await t.request('PATCH', `/api/admin/page${q('/offers')}`, {
      cookie,
      body: { newPath: '/special-offers', baseVersion: offers.version },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual(['navigation']);
    const after = (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
    expect(after.published.header.items.at(-1)).toEqual({ label: 'Offers', href: '/special-offers' });
    expect(after.scheduleError).toBeNull();
  });

  it('a relinked document the kind’s check refuses is not published: live stays, the relinked one is the draft', async () => {
    const offers = await publishedPage('/offers', 'Offers');
    await publishedPage('/old-promo', 'Old promo');
    const nav = (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
    const menu = structuredClone(nav.published);
    menu.header.items.push({ label: 'Offers', href: '/offers' }, { label: 'Old promo', href: '/old-promo' });
    const saved = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie,
      body: { navigation: menu, baseVersion: nav.version },
    });
    const live = await t.request('POST', '/api/admin/navigation/publish', {
      cookie,
      body: { baseVersion: saved.json.version },
    });
    expect(live.status, live.text).toBe(200);
    // The promo goes for good and its menu link stays: the live menu now fails the check (a link to no page).
    const gone = await t.request('DELETE', `/api/admin/page${q('/old-promo')}`, {
      cookie,
      body: { gone: true, removeLinks: false },
    });
    expect(gone.status, gone.text).toBe(200);
    const moved = await t.request('PATCH', `/api/admin/page${q('/offers')}`, {
      cookie,
      body: { newPath: '/special-offers', baseVersion: offers.version },
    });
    expect(moved.status, moved.text).toBe(200);
    const after = (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
    // Live keeps the old link (its address sends visitors on); the relinked menu waits as the draft, its problem named.
    expect(after.published.header.items.map((i) => i.href)).toContain('/offers');
    expect(after.draft!.header.items.map((i) => i.href)).toContain('/special-offers');
    expect(after.issues.map((i) => i.message)).toContain(
      'No page at /old-promo is on the site: choose a page from the list.',
    );
    expect((await t.request('GET', '/offers')).status).toBe(301);
  });
});
