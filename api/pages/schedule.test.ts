import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument, PageListItem } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * "Publish at…": a page's draft goes live at its time, published by exactly
 * one instance; a schedule can be cancelled, is refused when it could not
 * work, and a publish that fails at its time waits for staff with the reason.
 */
const SERVICE = '/services/containers/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
let t: TestApp;
let cookie: string;
const extra: TestApp[] = [];
beforeEach(async () => {
  t = await createTestApp({ keepData: true });
  cookie = await t.login();
});
afterEach(async () => {
  for (const e of extra.splice(0)) await e.close();
  await t.close();
});

const detail = async (path: string) =>
  (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
const inMinutes = (m: number, from = Date.now()) => new Date(from + m * 60_000).toISOString();
const due = (app: TestApp, minutes: number) => app.server.scheduler.publishDue(Date.now() + minutes * 60_000);

/** Saves a draft of the service page with a new first heading; answers its version. */
async function draftWithHeading(heading: string) {
  const page = await detail(SERVICE);
  const doc = structuredClone(page.draft ?? page.published) as PageDocument;
  (doc.blocks[0].props as { heading?: string; title?: string }).title = heading;
  const saved = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.json.version as number;
}
const schedule = (baseVersion: number, at: string) =>
  t.request('POST', `/api/admin/page/publish${q(SERVICE)}`, { cookie, body: { baseVersion, at } });
const listed = async () =>
  ((await t.request('GET', '/api/admin/pages', { cookie })).json.items as PageListItem[]).find(
    (p) => p.path === SERVICE,
  )!;

describe(`scheduled publishing (${testEngine()})`, () => {
  it('publishes the draft at its time, not before, and the page list shows the schedule meanwhile', async () => {
    const version = await draftWithHeading('Schools Open in January');
    const at = inMinutes(5);
    const scheduled = await schedule(version, at);
    expect(scheduled.status, scheduled.text).toBe(202);
    expect(scheduled.json).toEqual({ scheduledAt: at, version, versionAt: expect.any(String) });
    expect(await listed()).toMatchObject({ scheduledAt: at, scheduledVersion: version });
    expect(await due(t, 4)).toEqual([]);
    expect((await t.request('GET', SERVICE)).text).not.toContain('Schools Open in January');
    expect(await due(t, 6)).toEqual([SERVICE]);
    expect((await t.request('GET', SERVICE)).text).toContain('Schools Open in January');
    expect((await listed()).scheduledAt).toBeNull();
    const history = (await t.request('GET', `/api/admin/page/history${q(SERVICE)}`, { cookie })).json.items;
    expect(history[0]).toMatchObject({ action: 'publish', by: 'admin (scheduled)' });
  });

  it('exactly one of two instances publishes a due page', async () => {
    const b = await createTestApp({ sameDataAs: t });
    extra.push(b);
    const version = await draftWithHeading('Published once');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    const before = (await t.request('GET', `/api/admin/page/revisions${q(SERVICE)}`, { cookie })).json.items.length;
    const [onA, onB] = await Promise.all([due(t, 6), due(b, 6)]);
    expect([...onA, ...onB]).toEqual([SERVICE]);
    const after = (await t.request('GET', `/api/admin/page/revisions${q(SERVICE)}`, { cookie })).json.items.length;
    expect(after).toBe(before + 1);
  });

  it('cancels a schedule, and refuses one in the past, malformed, stale or of a draft with problems', async () => {
    const version = await draftWithHeading('Maybe later');
    expect((await schedule(version, inMinutes(60))).status).toBe(202);
    expect((await t.request('DELETE', `/api/admin/page/schedule${q(SERVICE)}`, { cookie })).status).toBe(204);
    expect((await t.request('DELETE', `/api/admin/page/schedule${q(SERVICE)}`, { cookie })).status).toBe(404);
    expect(await due(t, 61)).toEqual([]);
    const past = await schedule(version, inMinutes(-5));
    expect([past.status, past.json.error]).toEqual([
      400,
      'at: must be at least a minute from now; to publish now, use Publish',
    ]);
    expect((await schedule(version, 'tomorrow at nine')).status).toBe(400);
    expect((await schedule(version, inMinutes(60 * 24 * 400))).json.error).toBe('at: must be within a year');
    expect((await schedule(version - 1, inMinutes(60))).status).toBe(409);
  });

  it('publishes the version scheduled: a later draft (even one with problems) stays the draft', async () => {
    const version = await draftWithHeading('Good draft');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    // Then someone saves a draft with a problem (drafts are saved even when invalid).
    await draftWithHeading('');
    expect(await listed()).toMatchObject({ scheduledVersion: version });
    expect(await due(t, 6)).toEqual([SERVICE]);
    expect((await t.request('GET', SERVICE)).text).toContain('Good draft');
    const after = await detail(SERVICE);
    expect((after.draft!.blocks[0].props as { title?: string }).title).toBe('');
    expect(after.issues.length).toBeGreaterThan(0);
    expect((await listed()).scheduledAt).toBeNull();
  });

  it('a scheduled version that fails at its time waits for staff with the reason', async () => {
    const version = await draftWithHeading('Good draft');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    // The version stored is checked again at its time: one that no longer passes is held, with the reason.
    await t.db
      .updateTable('documentSchedules')
      .set({ document: JSON.stringify({ path: SERVICE, meta: {}, blocks: 'not a list' }) })
      .execute();
    expect(await due(t, 6)).toEqual([]);
    expect((await listed()).scheduleError).toMatch(/cannot be published until these are fixed/);
    expect(await due(t, 7)).toEqual([]);
  });
});

/** Schedules and the trash follow a page's identity, not its address. */
describe(`schedules and the trash by identity (${testEngine()})`, () => {
  /** A new admin page at `path` with a saved draft (never published); answers its version. */
  async function adminPage(path: string, title: string) {
    const made = await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title } });
    expect(made.status, made.text).toBe(201);
    return made.json.version as number;
  }
  const publishNow = async (path: string, baseVersion: number) =>
    (await t.request('POST', `/api/admin/page/publish${q(path)}`, { cookie, body: { baseVersion } })).json
      .version as number;
  const move = (from: string, newPath: string, baseVersion: number) =>
    t.request('PATCH', `/api/admin/page${q(from)}`, { cookie, body: { newPath, baseVersion } });
  const remove = (path: string) => t.request('DELETE', `/api/admin/page${q(path)}`, { cookie, body: { gone: true } });

  it('a moved page keeps its schedule; a new page at the old address does not inherit it', async () => {
    const v = await adminPage('/open-day', 'Open Day');
    const at = inMinutes(5);
    expect(
      (await t.request('POST', `/api/admin/page/publish${q('/open-day')}`, { cookie, body: { baseVersion: v, at } }))
        .status,
    ).toBe(202);
    const moved = await move('/open-day', '/events/open-day', v);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.scheduledAt).toBe(at);
    // A new page at the old address, with an unpublished draft of its own.
    await adminPage('/open-day', 'Another page');
    expect(await due(t, 6)).toEqual(['/events/open-day']);
    expect((await t.request('GET', '/events/open-day')).status).toBe(200);
    // The newcomer's draft did not go live.
    expect((await t.request('GET', '/open-day')).status).toBe(404);
  });

  it('deleting a page cancels its schedule and says so', async () => {
    const v = await adminPage('/launch', 'Launch');
    const at = inMinutes(5);
    await t.request('POST', `/api/admin/page/publish${q('/launch')}`, { cookie, body: { baseVersion: v, at } });
    const deleted = await remove('/launch');
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ deleted: '/launch', cancelledSchedule: at });
    expect(await due(t, 6)).toEqual([]);
    const history = (await t.request('GET', `/api/admin/page/history${q('/launch')}`, { cookie })).json.items;
    expect(history[0].detail).toMatch(/scheduled for .* is cancelled/);
  });

  it('the trash keeps every page deleted at one address, each restorable with its history', async () => {
    const first = await adminPage('/offers', 'Offers 2025');
    await publishNow('/offers', first);
    expect((await remove('/offers')).status).toBe(200);
    const second = await adminPage('/offers', 'Offers 2026');
    await publishNow('/offers', second);
    expect((await remove('/offers')).status).toBe(200);
    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items as {
      id: number;
      path: string;
      title: string;
    }[];
    const offers = trash.filter((i) => i.path === '/offers');
    expect(offers.map((i) => i.title)).toEqual(['Offers 2026', 'Offers 2025']);
    // The older one, by identity.
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: offers[1]!.id } });
    expect(restored.status, restored.text).toBe(200);
    expect((await t.request('GET', '/offers')).text).toContain('Offers 2025');
    const revisions = (await t.request('GET', `/api/admin/page/revisions${q('/offers')}`, { cookie })).json.items;
    expect(revisions).toHaveLength(1);
    // The newer one waits in the trash while the address is taken.
    const blocked = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: offers[0]!.id } });
    expect(blocked.status).toBe(409);
  });

  it('a claimed schedule whose instance died is published by another once the claim runs out, once', async () => {
    const version = await draftWithHeading('Published after a crash');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    // An instance claims it and dies before publishing: the row stays, held by its lease.
    const claimedBy = await t.db
      .updateTable('documentSchedules')
      .set({ claimedBy: 'instance-dead', claimedUntil: inMinutes(8) })
      .executeTakeFirst();
    expect(Number(claimedBy.numUpdatedRows)).toBe(1);
    expect(await due(t, 6)).toEqual([]);
    expect(await due(t, 9)).toEqual([SERVICE]);
    expect(await due(t, 10)).toEqual([]);
    expect((await t.request('GET', SERVICE)).text).toContain('Published after a crash');
  });
});
